import i18next from 'i18next';
import { findLanguage, NAMESPACES } from '@lobby/shared';
import { SKIP_WAITING } from './update-message';
import { useServiceWorkerStore } from './service-worker-store';

/** The service worker's cache of translations (src/app/service-worker.ts, isLocaleFile). */
const LOCALE_CACHE = 'lobby-locales';

/**
 * Registers the service worker (dist/sw.js) once the page has loaded and the browser is idle, so
 * its precaching never competes with the first view. A new version found later (a deploy while
 * the player plays, or at the next visit) waits and is offered as "new version — reload".
 * Production builds only: the dev server has no worker.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () => {
    const run = () =>
      void register().catch((error: unknown) => console.warn('[sw] not registered', error));
    // idle, or after 3 s at the latest (an animated page may never be idle)
    if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 3000 });
    else window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    useServiceWorkerStore.getState().offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSW({ type: SKIP_WAITING });
    });
  });
  await workbox.register();
  await navigator.serviceWorker.ready;
  await keepLanguageOffline(i18next.language);
}

/**
 * The English translations are precached with the shell; another language's are stored as they
 * are read. This stores all of the language in use at once, so every screen reads offline.
 */
export async function keepLanguageOffline(language: string | undefined): Promise<void> {
  // a language without its own files reads English's
  const own = findLanguage(language);
  if (!own?.translated || own.code === 'EN' || !('caches' in window)) return;
  const cache = await window.caches.open(LOCALE_CACHE);
  await cache.addAll(NAMESPACES.map((namespace) => `/locales/${own.code}/${namespace}.json`));
}
