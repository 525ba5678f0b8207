import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { takeEarlyResponse } from '../api/early-responses';
import { DEFAULT_LANGUAGE, findLanguage } from './languages';
import { safeLocalStorage } from '../storage/safe-storage';
import { releaseTranslationUrl } from './release-translations';

export const LANGUAGE_STORAGE_KEY = 'lang';
export const NAMESPACES = [
  'common',
  'auth',
  'lobby',
  'member',
  'security',
  'promo',
  'agent',
  'agentpay',
  'records',
  'wallet',
  'responsible',
  'redrain',
  'invite',
  'mall',
  'lottery',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const DEFAULT_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/**
 * Fetches one namespace of one language when i18next first needs it, so a visitor downloads only
 * the files of their language. Languages without their own files resolve to nothing (no request)
 * and fall back to English.
 */
export function createFetchBackend(loadPath: string = DEFAULT_LOAD_PATH): BackendModule {
  const fetchNamespace = async (url: string): Promise<Record<string, unknown>> => {
    // the page may have asked for the first screen's texts already (host/public/index.html)
    const early = takeEarlyResponse(url)?.catch(() => null);
    const response = (await early) ?? (await fetch(url, { credentials: 'same-origin' }));
    if (response.status === 404) return {};
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const released = releaseTranslationUrl(language, namespace);
      if (
        !findLanguage(language)?.translated ||
        (!released && !(NAMESPACES as readonly string[]).includes(namespace))
      ) {
        callback(null, {});
        return;
      }
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      // a released remote's own texts win; when they cannot be read, the site's copy serves
      const resources = released
        ? fetchNamespace(released).then(
            (texts) => (Object.keys(texts).length > 0 ? texts : fetchNamespace(url)),
            () => fetchNamespace(url),
          )
        : fetchNamespace(url);
      resources
        .then((texts) => callback(null, texts))
        .catch((error: Error) => callback(error, false));
    },
  };
}

export function readStoredLanguage(): string {
  return findLanguage(safeLocalStorage.getItem(LANGUAGE_STORAGE_KEY))?.code ?? DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(code: string): void {
  const language = findLanguage(code);
  if (!language || typeof document === 'undefined') return;
  document.documentElement.lang = language.htmlLang;
  document.documentElement.dir = language.rtl ? 'rtl' : 'ltr';
}

/** Translated languages need no fallback file; the others fall back to English. */
function fallbackFor(code: string): string[] {
  return findLanguage(code)?.translated ? [] : [DEFAULT_LANGUAGE];
}

/**
 * Starts i18next + react-i18next with lazily fetched resources; resolves once the `common`
 * namespace of the chosen language is loaded. Safe to call more than once.
 */
export async function initI18n(
  options: { loadPath?: string; language?: string } = {},
): Promise<i18n> {
  if (i18next.isInitialized) return i18next;
  const language = findLanguage(options.language)?.code ?? readStoredLanguage();
  applyDocumentLanguage(language);
  await i18next
    .use(createFetchBackend(options.loadPath))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackFor,
      supportedLngs: false,
      load: 'currentOnly',
      lowerCaseLng: false,
      cleanCode: false,
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}

/** Switches language (validated), remembers it under localStorage `lang`, updates <html lang>. */
export async function setLanguage(code: string): Promise<void> {
  const language = findLanguage(code);
  if (!language) throw new Error(`Unknown language code "${code}"`);
  // storage refused: the choice lasts for this visit
  safeLocalStorage.setItem(LANGUAGE_STORAGE_KEY, language.code);
  applyDocumentLanguage(language.code);
  await i18next.changeLanguage(language.code);
}

export function getLanguage(): string {
  return findLanguage(i18next.language)?.code ?? DEFAULT_LANGUAGE;
}
