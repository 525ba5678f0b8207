// bundled for the browser by ../stack-floor-pages.mjs
// /reference-stack's script: /reference-react's plus the rest of the design card's start-up
// (GUIDE.md section 3) as the host runs it: react-router-dom's BrowserRouter around the view, an
// i18next instance with react-i18next, a zustand store and an axios client (created, never
// called). Swiper and module federation are left out (the home bench prints so). Packages are
// evaluated one per task with a yield between them, as host/src/index.ts does with its chunks.
import React from 'react';
import { yieldToMain } from '@lobby/shared/yield-to-main';
import { prepareShell, renderShell, useShellReads } from './shell-parts.mjs';

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

  const { root, useShellStore, view } = await prepareShell(
    ReactDOMClient,
    { create, axios, i18next, initReactI18next },
    RESOURCES,
  );
  /** Reads the router, the translations and the store as a shell does, and renders the view. */
  function Shell() {
    useShellReads(React, { useTranslation, useLocation, useShellStore });
    return view;
  }
  renderShell(React, root, BrowserRouter, Shell);
}

void start();
