import { manifestReusePlugin } from './manifest-reuse-plugin';
import { PREFETCHED_MANIFEST_MAX_AGE_MS } from './prefetched-manifests';
import { registerBrandRemotes } from './remote-registry';
import { prefetchRemoteManifests, resetRemotePrefetch } from './remote-prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [],
  shared: [],
};
const site = (pathname: string) => new URL(pathname, window.location.href).href;
const promoUrl = site('/remotes/promo/mf-manifest.json');
const authUrl = site('/remotes/auth/mf-manifest.json');

/** A manifest answer as fetch gives it; its clone is the copy the runtime would read. */
function answer(status: number, body: () => Promise<unknown>) {
  const copy = { status, copyOf: 'manifest answer' } as unknown as Response;
  return { ok: status < 400, status, json: body, clone: () => copy } as unknown as Response;
}

// What the runtime does for a manifest: ask the plugin's fetch hook, or the network without it.
const runtimeFetch = (url: string) =>
  (manifestReusePlugin().fetch as (url: string, init: RequestInit) => unknown)(url, {});

let now: number;

beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  resetRemotePrefetch();
  registerBrandRemotes({
    brand: 'standard',
    apiBaseUrl: '',
    remotes: {
      auth: '/remotes/auth/mf-manifest.json',
      lobby: '/remotes/lobby/mf-manifest.json',
      member: '/remotes/member/mf-manifest.json',
      promo: '/remotes/promo/mf-manifest.json',
      agent: '/remotes/agent/gold/mf-manifest.json',
    },
  });
  // promo answers a manifest; auth is down
  global.fetch = jest.fn((input: RequestInfo | URL) =>
    Promise.resolve(
      String(input) === promoUrl
        ? answer(200, () => Promise.resolve(manifest))
        : answer(503, () => Promise.resolve({})),
    ),
  );
});

afterEach(() => jest.restoreAllMocks());

describe('manifest reuse plugin', () => {
  it("answers the runtime's manifest request with the copy read at idle, once", async () => {
    await prefetchRemoteManifests(['promo']);
    now += PREFETCHED_MANIFEST_MAX_AGE_MS - 1;
    await expect(runtimeFetch(promoUrl)).resolves.toMatchObject({ copyOf: 'manifest answer' });
    // a second request (a retry after a failed load) goes to the network
    expect(runtimeFetch(promoUrl)).toBeUndefined();
  });

  it('lets the runtime fetch afresh when the copy is older than the age limit', async () => {
    await prefetchRemoteManifests(['promo']);
    now += PREFETCHED_MANIFEST_MAX_AGE_MS + 1;
    expect(runtimeFetch(promoUrl)).toBeUndefined();
  });

  it('lets the runtime fetch when the read at idle failed, or never happened', async () => {
    await prefetchRemoteManifests(['auth']);
    expect(runtimeFetch(authUrl)).toBeUndefined();
    expect(runtimeFetch(site('/remotes/member/mf-manifest.json'))).toBeUndefined();
  });

  it('keeps no copy of an answer that is not JSON', async () => {
    global.fetch = jest.fn(() =>
      Promise.resolve(answer(200, () => Promise.reject(new SyntaxError('not JSON')))),
    );
    await prefetchRemoteManifests(['promo']);
    expect(runtimeFetch(promoUrl)).toBeUndefined();
  });

  it('answers only the URL it read (a brand swap has other manifest URLs)', async () => {
    await prefetchRemoteManifests(['promo']);
    expect(runtimeFetch(site('/remotes/promo/other/mf-manifest.json'))).toBeUndefined();
    await expect(runtimeFetch(promoUrl)).resolves.toMatchObject({ copyOf: 'manifest answer' });
  });
});
