/* global document -- bundled for the browser by the floor pages' builds */
// What the stack floor and the federation floor start alike, as the host starts its shell: a
// zustand store holding an axios client (created, never called), i18next with react-i18next
// and inline resources, and the render of a Shell component inside BrowserRouter in a transition.

import { yieldToMain } from '@lobby/shared/yield-to-main';
import { markupToElements } from './markup-to-elements.mjs';

/**
 * The shell's set-up before its first render: the root, the store, the translations (then a
 * yield, as the host's boot yields before rendering) and the reference's view as elements.
 */
export async function prepareShell(ReactDOMClient, packages, resources) {
  const { create, axios, i18next, initReactI18next } = packages;
  const container = document.getElementById('root');
  const root = ReactDOMClient.createRoot(container);
  const useShellStore = createShellStore(create, axios);
  await initFloorI18n(i18next, initReactI18next, resources);
  await yieldToMain();
  return { root, useShellStore, view: markupToElements(container) };
}

/** As shared/src/api/axios-client.ts creates the app's client; the floors make no request. */
function createShellStore(create, axios) {
  const apiClient = axios.create({ headers: { Accept: 'application/json' } });
  return create(() => ({ theme: document.documentElement.dataset.theme ?? 'dark', apiClient }));
}

/** As shared/src/i18n/init-i18n.ts, with the resources inline instead of fetched. */
function initFloorI18n(i18next, initReactI18next, resources) {
  return i18next.use(initReactI18next).init({
    lng: 'en',
    resources,
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
}

/** The shell's reads of the router, the translations and the store, as a shell makes them. */
export function useShellReads(React, { useTranslation, useLocation, useShellStore }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const theme = useShellStore((state) => state.theme);
  React.useEffect(() => {
    document.title = `${t('title')} · ${pathname}`;
    document.documentElement.dataset.theme = theme;
  }, [t, theme, pathname]);
}

/** The first render: the Shell inside BrowserRouter and Suspense, in a transition. */
export function renderShell(React, root, BrowserRouter, Shell) {
  React.startTransition(() =>
    root.render(
      React.createElement(
        BrowserRouter,
        { useTransitions: false },
        React.createElement(React.Suspense, null, React.createElement(Shell)),
      ),
    ),
  );
}
