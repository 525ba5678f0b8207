// Test helpers for jest in every front-end package: import from '@lobby/shared/testing'.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const LOCALES_DIR = path.dirname(require.resolve('@lobby/locales/package.json'));

function readNamespace(language: string, namespace: string): Record<string, unknown> {
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
}

/**
 * Starts i18next synchronously with the real locale files (no Suspense), so tests can find
 * elements by their English (or other) visible text: await initTestI18n(['common', 'auth']).
 */
export async function initTestI18n(
  namespaces: string[] = ['common'],
  language = 'EN',
): Promise<i18n> {
  const resources = {
    [language]: Object.fromEntries(namespaces.map((ns) => [ns, readNamespace(language, ns)])),
  };
  if (i18next.isInitialized) {
    for (const ns of namespaces)
      i18next.addResourceBundle(language, ns, resources[language]![ns], true, true);
    await i18next.changeLanguage(language);
    return i18next;
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18next;
}

export {
  fakeApi,
  fakeEndpoints,
  ok,
  fail,
  type EndpointFakes,
  type FakeAnswer,
  type FakeRequest,
  type FakeReply,
} from './fake-api';
/** The API client's axios instance, for a test that answers at its adapter. */
export { apiClient } from '../api/axios-client';
export { renderAt } from './render-at';
export { containingServerHtmlBox, FULL_SCREEN_OVERLAY_HTML } from './server-html';
export { logInAs, setStatus, resetStores } from './session';
