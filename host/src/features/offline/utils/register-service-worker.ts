import i18next from 'i18next';
import { findLanguage, NAMESPACES } from '@lobby/shared';
import { CACHE_URLS, firstVisitUrls } from './first-visit-urls';
import { forbidsStoring } from './cache-rules';
import { SKIP_WAITING } from './update-message';
import { useServiceWorkerStore } from './service-worker-store';

/** The service worker's cache of translations (src/app/service-worker.ts, isLocaleFile). */
const LOCALE_CACHE = 'lobby-locales';
/** The service worker's cache of pages (src/app/service-worker.ts, isAppNavigation). */
const PAGE_CACHE = 'lobby-pages';

/**
 * Registers the service worker (dist/sw.js) once the page has loaded and the browser is idle, so
 * its precaching never competes with the first view. A new version found later (a deploy while
 * the player plays, or at the next visit) waits and is offered as "new version — reload".
 * Production builds only: the dev server has no worker.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // a page the worker did not load (a first visit, a forced reload) hands it what it loaded
  const uncontrolled = navigator.serviceWorker.controller === null;
  const start = () => {
    const run = () =>
      void register(uncontrolled).catch((error: unknown) =>
        console.warn('[sw] not registered', error),
      );
    // idle, or after 3 s at the latest (an animated page may never be idle)
    if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 3000 });
    else window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(uncontrolled: boolean): Promise<void> {
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
  await Promise.all([
    keepLanguageOffline(i18next.language),
    uncontrolled ? keepFirstVisitOffline(workbox) : undefined,
  ]);
}

/**
 * A first visit loads before the worker controls the page, so the worker saw none of it. Once
 * it is active, the page hands it the URLs it fetched (workbox-routing's CACHE_URLS: each is
 * fetched and kept by the worker's own rules) and keeps its own document as the worker keeps
 * pages, so the next visit opens offline even if it is the first with the worker in control.
 * A page the worker already loaded sends nothing: the worker kept what it needed on the way.
 */
async function keepFirstVisitOffline(workbox: {
  messageSW(data: object): Promise<unknown>;
}): Promise<void> {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const urlsToCache = firstVisitUrls(loaded, window.location.origin);
  await Promise.all([
    workbox.messageSW({ type: CACHE_URLS, payload: { urlsToCache } }),
    keepThisPage(),
  ]);
}

async function keepThisPage(): Promise<void> {
  if (!('caches' in window)) return;
  const address = window.location.href.split('#')[0] ?? window.location.href;
  const response = await fetch(address, { credentials: 'same-origin' });
  if (response.status !== 200 || forbidsStoring(response.headers.get('cache-control'))) return;
  await (await window.caches.open(PAGE_CACHE)).put(address, response);
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
