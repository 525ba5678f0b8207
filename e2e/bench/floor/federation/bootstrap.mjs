/* global window -- bundled for the browser by ../../federation-floor-page.mjs */
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
import { prepareShell, renderShell, useShellReads } from '../shell-parts.mjs';
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
  const { root, useShellStore, view } = await prepareShell(
    ReactDOMClient,
    { create, axios, i18next, initReactI18next },
    RESOURCES,
  );
  /** /reference-stack's shell, plus the remote's component below the banner once loaded. */
  function Shell() {
    useShellReads(React, { useTranslation, useLocation, useShellStore });
    const [Greeting, setGreeting] = React.useState(null);
    React.useEffect(() => {
      loadRemoteGreeting().then(
        (component) => React.startTransition(() => setGreeting(() => component)),
        (error) => console.error('[federation floor] the remote did not load:', error),
      );
    }, []);
    return Greeting ? withBelowBanner(view, React.createElement(Greeting)) : view;
  }
  renderShell(React, root, BrowserRouter, Shell);
}

void start();
