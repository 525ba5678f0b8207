// What the service worker (src/app/service-worker.ts) keeps for offline use, as plain rules on a
// request so they are tested without a worker. Nothing here runs in the page.

/** The platform's public reads: the same answer for every visitor (catalogue, content, status). */
const PUBLIC_READS = [
  /^\/wps\/system\/(status|country|customerService|downloads|helpCenter)$/,
  /^\/wps\/banners$/,
  /^\/wps\/announcements$/,
  /^\/wps\/game\/(hot|jackpot|list|vendorGameTypes|winners)$/,
  /^\/wps\/lottery\/(list|menu)$/,
  /^\/wps\/promotions$/,
  /^\/wps\/rank\/(bet|deposit)$/,
];

/** Paths a navigation never answers with the app's document. */
const NOT_THE_APP = /^\/(wps|lgw|ops|remotes|locales|docs)(\/|$)/;

/** A content-hashed file name (webpack's [contenthash:10]): its content never changes. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export interface RequestFacts {
  url: URL;
  method: string;
  mode: string;
  destination: string;
  /** The request carries a member's token (Authorization): its answer is that member's. */
  hasToken: boolean;
  /** The page's own origin (the worker's). */
  origin: string;
}

/** A page load of the app (any client route), not of the API, a remote file or the docs. */
export function isAppNavigation(request: RequestFacts): boolean {
  return (
    request.mode === 'navigate' &&
    request.url.origin === request.origin &&
    !NOT_THE_APP.test(request.url.pathname)
  );
}

/**
 * A public read of the platform asked without a token. A member's calls (they carry a token),
 * the member-only paths and the operator's /ops calls are never kept: they are not on the list.
 */
export function isPublicApiRead(request: RequestFacts): boolean {
  if (request.method !== 'GET' || request.hasToken) return false;
  return PUBLIC_READS.some((path) => path.test(request.url.pathname));
}

/** A remote's manifest or entry: asked from the network first, so a new deploy is seen at once. */
export function isRemoteEntry(request: RequestFacts): boolean {
  return (
    request.method === 'GET' &&
    /(^|\/)(mf-manifest\.json|remoteEntry\.js)$/.test(request.url.pathname)
  );
}

/** A file inside a remote's release folder (npm run release): never rewritten once there. */
const RELEASE_FILE = /^\/remotes\/[a-z0-9-]+\/releases\/[\w.+-]+\/.+/;

/**
 * A remote's other files: content-hashed, or in a release folder (its translations too), so the
 * first copy is the only one. Which release is live comes with the brand configuration, read
 * from the network first: offline the app keeps the release it has, online it takes the new one.
 */
export function isRemoteChunk(request: RequestFacts): boolean {
  const { pathname } = request.url;
  return (
    request.method === 'GET' &&
    pathname.startsWith('/remotes/') &&
    (HASHED_FILE.test(pathname) || RELEASE_FILE.test(pathname))
  );
}

/** The translations of any language (the current one's are kept as they are read). */
export function isLocaleFile(request: RequestFacts): boolean {
  return (
    request.method === 'GET' &&
    request.url.origin === request.origin &&
    /^\/locales\/[A-Za-z-]+\/[a-z-]+\.json$/.test(request.url.pathname)
  );
}

/** The brand configuration: the app cannot start without it, offline too. */
export function isBrandConfig(request: RequestFacts): boolean {
  return (
    request.method === 'GET' &&
    request.url.origin === request.origin &&
    request.url.pathname === '/brand-config.json'
  );
}

/** Pictures: banners, game and vendor icons, promotion posters (the platform's or any host's). */
export function isImage(request: RequestFacts): boolean {
  if (request.method !== 'GET') return false;
  return (
    request.destination === 'image' ||
    (request.url.origin === request.origin && request.url.pathname.startsWith('/wps/img/'))
  );
}

/** An answer marked for nobody's cache (the platform marks every member answer no-store). */
export function forbidsStoring(cacheControl: string | null): boolean {
  return cacheControl !== null && /(^|,)\s*(no-store|private)\s*(,|$)/i.test(cacheControl);
}
