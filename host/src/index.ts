import { yieldToMain } from '@lobby/shared/yield-to-main';

// Async boundary: module federation negotiates shared singletons before the app code runs.
// The start-up modules are evaluated in stages with a yield between them, so a slow phone runs
// a few short tasks instead of one long one (Total Blocking Time). The chunks themselves are
// preloaded together with main.js (shared/webpack/preload-startup-chunks.cjs), which on home
// index.html's first-view gate requests only once the document's first banner has painted.
async function boot() {
  // main.js' own evaluation (the federation runtime) ends its task here: with the chunks
  // already downloaded, react-dom's evaluation would otherwise join it (23-95 ms measured).
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  await import('react-router-dom');
  await yieldToMain();
  await import('i18next');
  await yieldToMain();
  await import('@lobby/shared');
  await yieldToMain();
  await import('./bootstrap');
}

void boot();
