// The service worker, built by workbox-webpack-plugin's InjectManifest (webpack.config.js) into
// dist/sw.js with the list of the host's own files (self.__WB_MANIFEST). It runs in the worker,
// not the page. What it keeps and how (GUIDE.md section 6, offline):
// - the host's shell and its English translations: precached at install, served from the cache;
// - pages: from the network, the last copy when offline (or the shell's document);
// - remotes: manifest and entry from the network first (a new deploy is used at the next visit,
//   the last one works offline), their content-hashed chunks from the cache once fetched;
// - translations of the language in use, the brand configuration, the public reads of the
//   platform (status, banners, catalogue) and pictures, for the offline home;
// - never a member's answers (token or no-store) nor the operator's /ops calls.
// A new version waits until the page asks it to take over (the "new version" prompt), so the app
// never changes under the player.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  forbidsStoring,
  isAppNavigation,
  isBrandConfig,
  isImage,
  isLocaleFile,
  isPublicApiRead,
  isRemoteChunk,
  isRemoteEntry,
  type RequestFacts,
} from '@/features/offline/utils/cache-rules';
import { SKIP_WAITING } from '@/features/offline/utils/update-message';

interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const DAY = 24 * 60 * 60;
/** The shell's document, answered for any page the worker has no copy of when offline. */
const SHELL_DOCUMENT = '/index.html';

const facts = (request: Request, url: URL): RequestFacts => ({
  url,
  method: request.method,
  mode: request.mode,
  destination: request.destination,
  hasToken: request.headers.has('Authorization'),
  origin: worker.location.origin,
});
const when =
  (rule: (request: RequestFacts) => boolean) =>
  ({ request, url }: { request: Request; url: URL }) =>
    rule(facts(request, url));

/** Stores nothing the server marked no-store or private (every member answer is). */
const respectNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    forbidsStoring(response.headers.get('cache-control')) ? null : response,
};
const okOnly = new CacheableResponsePlugin({ statuses: [200] });
const keep = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY, purgeOnQuotaError: true });

cleanupOutdatedCaches();
// index.html asks for main.js?<build hash>: the precached copy answers whatever the query. '/'
// is a page like the others (network first), not the precached document.
// (written as `self.__WB_MANIFEST`: the build looks for these words to put the list in)
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: '',
  cleanURLs: false,
});

registerRoute(
  when(isAppNavigation),
  new NetworkFirst({
    cacheName: 'lobby-pages',
    // a network too slow to answer a page in 3 s gets the last copy
    networkTimeoutSeconds: 3,
    plugins: [okOnly, respectNoStore, keep(20, 30)],
  }),
);
registerRoute(
  when(isRemoteEntry),
  new NetworkFirst({
    cacheName: 'lobby-remote-entries',
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), keep(40, 30)],
  }),
);
registerRoute(
  when(isRemoteChunk),
  new CacheFirst({
    cacheName: 'lobby-remote-chunks',
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), keep(300, 30)],
  }),
);
registerRoute(
  when(isLocaleFile),
  new StaleWhileRevalidate({ cacheName: 'lobby-locales', plugins: [okOnly, keep(200, 30)] }),
);
registerRoute(
  when(isBrandConfig),
  new NetworkFirst({ cacheName: 'lobby-config', plugins: [okOnly] }),
);
registerRoute(
  when(isPublicApiRead),
  new NetworkFirst({
    cacheName: 'lobby-public-api',
    plugins: [okOnly, respectNoStore, keep(100, 7)],
  }),
);
registerRoute(
  when(isImage),
  new CacheFirst({ cacheName: 'lobby-images', plugins: [okOnly, keep(300, 30)] }),
);

// Offline, a page never seen before gets the shell's document instead of the browser's error.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const shell = await matchPrecache(SHELL_DOCUMENT);
    if (shell) return shell;
  }
  return Response.error();
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void worker.skipWaiting();
});
clientsClaim();
