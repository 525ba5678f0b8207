import { readFileSync } from 'node:fs';
import path from 'node:path';
import { planRemotePrefetch } from './remote-prefetch-plan';

// a copy of remote-promo/dist/mf-manifest.json as the production build writes it
const promoManifest: unknown = JSON.parse(
  readFileSync(path.join(__dirname, 'promo-mf-manifest.fixture.json'), 'utf8'),
);
const MANIFEST_URL = 'https://lobby.example/remotes/promo/mf-manifest.json';

describe('planRemotePrefetch', () => {
  it("plans the entry and the expose's sync JS and CSS of a built remote, next to the manifest", () => {
    expect(planRemotePrefetch(promoManifest, MANIFEST_URL, './App')).toEqual([
      { href: 'https://lobby.example/remotes/promo/remoteEntry.js', as: 'script' },
      { href: 'https://lobby.example/remotes/promo/641.fd6d4053c5.js', as: 'script' },
      { href: 'https://lobby.example/remotes/promo/247.b7c17d3c44.js', as: 'script' },
      {
        href: 'https://lobby.example/remotes/promo/__federation_expose_App.1463a35b9a.js',
        as: 'script',
      },
      {
        href: 'https://lobby.example/remotes/promo/__federation_expose_App.50394ade1d.css',
        as: 'style',
      },
    ]);
  });

  it('leaves out async chunks and shared modules (the host provides the singletons)', () => {
    const hrefs = planRemotePrefetch(promoManifest, MANIFEST_URL, './App').map((a) => a.href);
    expect(hrefs.some((href) => href.endsWith('/207.ca450b04f6.js'))).toBe(false); // async
    expect(hrefs.some((href) => href.endsWith('/101.df703ad666.js'))).toBe(false); // shared
  });

  it('lists a file once even when the manifest names it twice', () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './App',
          assets: { js: { sync: ['a.1.js', 'a.1.js', 'remoteEntry.js'] }, css: { sync: [] } },
        },
      ],
    };
    expect(planRemotePrefetch(manifest, MANIFEST_URL, './App').map((a) => a.href)).toEqual([
      'https://lobby.example/remotes/promo/remoteEntry.js',
      'https://lobby.example/remotes/promo/a.1.js',
    ]);
  });

  it("follows an absolute publicPath and the entry's folder (a brand's remote on a CDN)", () => {
    const manifest = {
      metaData: {
        publicPath: 'https://cdn.example/promo/v2/',
        remoteEntry: { name: 'remoteEntry.js', path: 'entry' },
      },
      exposes: [{ path: './App', assets: { js: { sync: ['x.js'] }, css: { sync: ['x.css'] } } }],
    };
    expect(planRemotePrefetch(manifest, MANIFEST_URL, './App')).toEqual([
      { href: 'https://cdn.example/promo/v2/entry/remoteEntry.js', as: 'script' },
      { href: 'https://cdn.example/promo/v2/x.js', as: 'script' },
      { href: 'https://cdn.example/promo/v2/x.css', as: 'style' },
    ]);
  });

  it('plans only the entry for an expose the manifest does not list', () => {
    expect(planRemotePrefetch(promoManifest, MANIFEST_URL, './HomeLobby')).toEqual([
      { href: 'https://lobby.example/remotes/promo/remoteEntry.js', as: 'script' },
    ]);
  });

  it('plans nothing from something that is not a manifest', () => {
    for (const notAManifest of [null, 'oops', {}, { metaData: {}, exposes: [] }, { exposes: 1 }])
      expect(planRemotePrefetch(notAManifest, MANIFEST_URL, './App')).toEqual([]);
  });
});
