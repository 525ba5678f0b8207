/* global document, window -- bundled for the browser by ../../federation-floor-page.mjs */
// /reference-federation's host start: /reference-stack's (floor/stack-floor.mjs: BrowserRouter,
// i18next + react-i18next, a zustand store, an axios client, one render of the reference's view)
// behind a federation host's async boundary, then, after that first render, what the host does
// for home's lobby: register the remote by its mf-manifest.json URL and load its exposed module
// (host/src/features/remotes/utils/remote-registry.ts, without its retry and fallback plugins),
// rendered below the banner.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { create } from 'zustand';
import axios from 'axios';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '@lobby/shared/yield-to-main';
import { provideRuntimeCore } from '../../../../host/src/features/remotes/utils/provide-runtime-core.ts';
import { markupToElements } from '../markup-to-elements.mjs';
import { withBelowBanner } from './with-below-banner.mjs';

/**
 * The remote's manifest, as the brand config lists the site's (the front server answers it under
 * federation-floor-page.mjs' REMOTE_BASE).
 */
const REMOTE_MANIFEST = '/floor-federation/remote/mf-manifest.json';

/**
 * The floor's translations: the document title the root component sets, and the remote's line
 * (the host reads the remotes' namespaces too, from locales/; inline here).
 */
const RESOURCES = {
  en: {
    common: { title: 'Lobby (federation floor)' },
    lobby: { floorGreeting: 'Loaded from the lobby remote' },
  },
};

/** The remote's exposed component, registered and loaded once as registerBrandRemotes does. */
async function loadRemoteGreeting() {
  provideRuntimeCore();
  registerRemotes([{ name: 'lobby', entry: new URL(REMOTE_MANIFEST, window.location.href).href }], {
    force: true,
  });
  const module = await loadRemote('lobby/FloorGreeting');
  return module.default;
}

async function start() {
  await yieldToMain();
  const container = document.getElementById('root');
  const root = ReactDOMClient.createRoot(container);
  // as shared/src/api/axios-client.ts creates the app's client; the floor makes no request
  const apiClient = axios.create({ headers: { Accept: 'application/json' } });
  const useShellStore = create(() => ({
    theme: document.documentElement.dataset.theme ?? 'dark',
    apiClient,
  }));
  // as shared/src/i18n/init-i18n.ts, with the resources inline instead of fetched
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: RESOURCES,
    ns: ['common', 'lobby'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  await yieldToMain();

  const view = markupToElements(container);
  /** /reference-stack's shell, plus the remote's component below the banner once loaded. */
  function Shell() {
    const { t } = useTranslation();
    const { pathname } = useLocation();
    const theme = useShellStore((state) => state.theme);
    const [Greeting, setGreeting] = React.useState(null);
    React.useEffect(() => {
      document.title = `${t('title')} · ${pathname}`;
      document.documentElement.dataset.theme = theme;
    }, [t, theme, pathname]);
    React.useEffect(() => {
      loadRemoteGreeting().then(
        (component) => React.startTransition(() => setGreeting(() => component)),
        (error) => console.error('[federation floor] the remote did not load:', error),
      );
    }, []);
    return Greeting ? withBelowBanner(view, React.createElement(Greeting)) : view;
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
