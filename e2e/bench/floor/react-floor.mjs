/* global document -- bundled for the browser by ../stack-floor-pages.mjs */
// /reference-react's script: react + react-dom and one render of the reference's first view,
// the least any React app does at start. It starts as the host's entry does (host/src/index.ts
// and bootstrap.tsx): react-dom evaluated in a task of its own after a yield, then one render in
// a transition, so the figure is the floor of the host's own way of starting, not of a naive one.
import React from 'react';
import { yieldToMain } from '@lobby/shared/yield-to-main';
import { markupToElements } from './markup-to-elements.mjs';

async function start() {
  await yieldToMain();
  // eager: evaluated here, after the yield, but bundled into this one script (no extra request)
  const { default: ReactDOMClient } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const container = document.getElementById('root');
  const tree = markupToElements(container);
  const root = ReactDOMClient.createRoot(container);
  React.startTransition(() => root.render(tree));
}

void start();
