// /reference-federation's host entry (main.js): the async boundary of host/src/index.ts. Module
// federation negotiates the shared singletons before any module that consumes them runs; the
// shared packages are evaluated in stages with a yield between them, as the host's boot does
// (its '@lobby/shared' stage, which brings react-i18next, zustand and axios, is those three here).
import { yieldToMain } from '@lobby/shared/yield-to-main';

async function boot() {
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  await import('react-router-dom');
  await yieldToMain();
  await import('i18next');
  await yieldToMain();
  await Promise.all([import('react-i18next'), import('zustand'), import('axios')]);
  await yieldToMain();
  await import('./bootstrap.mjs');
}

void boot();
