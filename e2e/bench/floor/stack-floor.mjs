/* global document -- bundled for the browser by ../stack-floor-pages.mjs */
// /reference-stack's script: /reference-react's plus the rest of the design card's start-up
// (GUIDE.md section 3) as the host runs it: react-router-dom's BrowserRouter around the view, an
// i18next instance with react-i18next, a zustand store and an axios client (created, never
// called). Swiper and module federation are left out (the home bench prints so). Packages are
// evaluated one per task with a yield between them, as host/src/index.ts does with its chunks.
import React from 'react';
import { yieldToMain } from '@lobby/shared/yield-to-main';
import { markupToElements } from './markup-to-elements.mjs';

/** The one resource of the floor's i18next: the document title the root component sets. */
const RESOURCES = { en: { common: { title: 'Lobby (stack floor)' } } };

async function start() {
  await yieldToMain();
  // eager: evaluated at each await, after a yield, but bundled into this one script
  const { default: ReactDOMClient } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { BrowserRouter, useLocation } = await import(
    /* webpackMode: "eager" */ 'react-router-dom'
  );
  await yieldToMain();
  const { default: i18next } = await import(/* webpackMode: "eager" */ 'i18next');
  const { initReactI18next, useTranslation } = await import(
    /* webpackMode: "eager" */ 'react-i18next'
  );
  await yieldToMain();
  const { create } = await import(/* webpackMode: "eager" */ 'zustand');
  const { default: axios } = await import(/* webpackMode: "eager" */ 'axios');
  await yieldToMain();

  const container = document.getElementById('root');
  const root = ReactDOMClient.createRoot(container);
  // as shared/src/api/axios-client.ts creates the app's client; the floor makes no request
  const apiClient = axios.create({ headers: { Accept: 'application/json' } });
  const useShellStore = create(() => ({
    theme: document.documentElement.dataset.theme ?? 'dark',
    apiClient,
  }));
  // as shared/src/i18n/init-i18n.ts, with the resource inline instead of fetched
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: RESOURCES,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  await yieldToMain();

  const view = markupToElements(container);
  /** Reads the router, the translations and the store as a shell does, and renders the view. */
  function Shell() {
    const { t } = useTranslation();
    const { pathname } = useLocation();
    const theme = useShellStore((state) => state.theme);
    React.useEffect(() => {
      document.title = `${t('title')} · ${pathname}`;
      document.documentElement.dataset.theme = theme;
    }, [t, theme, pathname]);
    return view;
  }
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

void start();
