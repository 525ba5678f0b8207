import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent, registerBrandRemotes } from './remote-registry';
import { prefetchRemoteManifests, resetRemotePrefetch, warmRemote } from './remote-prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const promoManifest: unknown = JSON.parse(
  readFileSync(path.join(__dirname, 'promo-mf-manifest.fixture.json'), 'utf8'),
);

const brand = {
  brand: 'standard',
  apiBaseUrl: '',
  remotes: {
    auth: '/remotes/auth/mf-manifest.json',
    lobby: '/remotes/lobby/mf-manifest.json',
    member: '/remotes/member/mf-manifest.json',
    promo: '/remotes/promo/mf-manifest.json',
    agent: '/remotes/agent/gold/mf-manifest.json',
  },
};

const site = (pathname: string) => new URL(pathname, window.location.href).href;
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.as,
  }));

let fetched: string[];
let loadNamespaces: jest.SpyInstance;

beforeEach(() => {
  document.head.innerHTML = '';
  resetRemotePrefetch();
  registerBrandRemotes(brand);
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue({ default: () => null });
  fetched = [];
  // promo answers its real manifest; auth's manifest is down
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    const ok = url.endsWith('/remotes/promo/mf-manifest.json');
    const response = {
      ok,
      status: ok ? 200 : 503,
      json: () => Promise.resolve(ok ? promoManifest : {}),
      clone: () => response,
    } as Response;
    return Promise.resolve(response);
  });
  loadNamespaces = jest.spyOn(i18next, 'loadNamespaces').mockResolvedValue(undefined);
});

afterEach(() => loadNamespaces.mockRestore());

describe('remote prefetch', () => {
  it('reads each manifest once, then a tap preloads every file of the screen at once', async () => {
    await prefetchRemoteManifests(['promo']);
    await prefetchRemoteManifests(['promo']);
    expect(fetched).toEqual([site('/remotes/promo/mf-manifest.json')]);
    expect(preloads()).toEqual([]); // nothing but the JSON before a tap

    warmRemote('promo');
    warmRemote('promo');
    expect(preloads()).toEqual([
      { href: site('/remotes/promo/remoteEntry.js'), as: 'script' },
      { href: site('/remotes/promo/641.fd6d4053c5.js'), as: 'script' },
      { href: site('/remotes/promo/247.b7c17d3c44.js'), as: 'script' },
      { href: site('/remotes/promo/__federation_expose_App.1463a35b9a.js'), as: 'script' },
      { href: site('/remotes/promo/__federation_expose_App.50394ade1d.css'), as: 'style' },
    ]);
    expect(loadNamespaces).toHaveBeenCalledWith('promo');
    // the runtime starts at the same moment (its manifest request: manifest-reuse-plugin.test.ts)
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockedLoadRemote).toHaveBeenCalledWith('promo/App');
  });

  it('survives a failed manifest: the tap still starts the remote and its translations', async () => {
    await expect(prefetchRemoteManifests(['auth', 'promo'])).resolves.toBeUndefined();
    // a later idle moment tries the failed manifest again
    await prefetchRemoteManifests(['auth']);
    expect(fetched.filter((url) => url.includes('/auth/'))).toHaveLength(2);
    warmRemote('auth');
    expect(preloads()).toEqual([]);
    expect(loadNamespaces).toHaveBeenCalledWith('auth');
    expect(mockedLoadRemote).toHaveBeenCalledWith('auth/App');
  });

  it('does nothing for a remote already loaded', async () => {
    await loadRemoteComponent('lobby', './HomeLobby');
    mockedLoadRemote.mockClear();
    await prefetchRemoteManifests(['lobby']);
    warmRemote('lobby');
    expect(fetched).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(loadNamespaces).not.toHaveBeenCalled();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it("reads the brand's own manifest URLs after a brand swap", async () => {
    registerBrandRemotes({
      ...brand,
      remotes: { ...brand.remotes, agent: '/remotes/agent/silver/mf-manifest.json' },
    });
    await prefetchRemoteManifests(['agent']);
    expect(fetched).toEqual([site('/remotes/agent/silver/mf-manifest.json')]);
  });
});
