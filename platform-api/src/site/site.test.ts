import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { after, before, describe, mock, test } from 'node:test';
import zlib from 'node:zlib';
import { answer, createTestApp, refusal, type TestApp } from '../test/harness.js';
import { cacheControlFor } from './files.js';

const START_UP_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const START_UP_HASH = `'sha256-${createHash('sha256').update(START_UP_SCRIPT).digest('base64')}'`;

const PRECOMPRESSED = 'chunk.0123456789.js';
const PRECOMPRESSED_TEXT = `console.log(${JSON.stringify('y'.repeat(4000))});`;
const COPY_TEXT = `/* the build's copy */ ${PRECOMPRESSED_TEXT}`;

let siteRoot: string;
let brandFile: string;
let t: TestApp;

async function write(file: string, content: string) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

before(async () => {
  siteRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-site-'));
  const dist = path.join(siteRoot, 'host', 'dist');
  await write(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Lobby</title><script>${START_UP_SCRIPT}</script>` +
      '<script defer src="/main.3f9a1c2b7d.js"></script></head>' +
      '<body><div class="host-banner__slide" id="early-banner"></div></body></html>',
  );
  await write(
    path.join(dist, 'main.3f9a1c2b7d.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  // A built file with the copies the production build writes beside it; the copies hold a
  // different text, so an answer tells which one it came from.
  await write(path.join(dist, PRECOMPRESSED), PRECOMPRESSED_TEXT);
  await fs.writeFile(path.join(dist, `${PRECOMPRESSED}.br`), zlib.brotliCompressSync(COPY_TEXT));
  await fs.writeFile(path.join(dist, `${PRECOMPRESSED}.gz`), zlib.gzipSync(COPY_TEXT));
  await write(path.join(dist, 'mf-manifest.json'), '{"name":"host"}');
  await write(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await write(path.join(dist, 'locales', 'EN', 'common.json'), '{"hello":"Hello"}');
  await write(path.join(siteRoot, 'remote-lobby', 'dist', 'remoteEntry.js'), 'var lobby;');
  await write(path.join(siteRoot, 'remote-lobby', 'dist', '123.a1b2c3d4e5.js'), 'chunk();');
  await write(path.join(siteRoot, 'secret.txt'), 'do not serve');
  const release = path.join(siteRoot, '.data', 'releases', 'agent', '1.0.0-a1b2c3d4e5');
  await write(path.join(release, 'mf-manifest.json'), '{"name":"agent","lobbyRelease":{}}');
  await write(path.join(release, 'locales', 'TH', 'agent.json'), '{"releaseNote":"ใหม่"}');
  brandFile = path.join(siteRoot, 'brand.json');
  await write(brandFile, JSON.stringify({ brand: 'one' }));
  t = await createTestApp({ SITE_ROOT: siteRoot, BRAND_CONFIG: brandFile });
});

after(async () => {
  await t.close();
  await fs.rm(siteRoot, { recursive: true, force: true });
});

describe('static site', () => {
  test("a remote's releases under /remotes/<name>/releases/<id>/, from the releases folder", async () => {
    const manifest = await t.request({
      method: 'GET',
      url: '/remotes/agent/releases/1.0.0-a1b2c3d4e5/mf-manifest.json',
    });
    assert.equal(manifest.statusCode, 200);
    assert.match(manifest.body, /lobbyRelease/);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    const texts = await t.request({
      method: 'GET',
      url: '/remotes/agent/releases/1.0.0-a1b2c3d4e5/locales/TH/agent.json',
    });
    assert.equal(texts.statusCode, 200);
    assert.match(texts.body, /releaseNote/);
    for (const url of [
      '/remotes/agent/releases/1.0.0-gone/mf-manifest.json',
      '/remotes/agent/releases/..%2f..%2f..%2f..%2fsecret.txt',
      '/remotes/lobby/releases/1.0.0-a1b2c3d4e5/mf-manifest.json',
    ]) {
      assert.equal((await t.request({ method: 'GET', url })).statusCode, 404, url);
    }
  });

  test('host files at /, index.html for client routes', async () => {
    const home = await t.request({ method: 'GET', url: '/' });
    assert.equal(home.statusCode, 200);
    assert.match(home.body, /<title>Lobby/);
    assert.equal(home.headers['cache-control'], 'no-cache');
    for (const route of ['/m/home', '/m/gameList?gameType=RNG', '/m/index.html', '/deposit-rank']) {
      const response = await t.request({ method: 'GET', url: route });
      assert.equal(response.statusCode, 200, route);
      assert.match(response.body, /<title>Lobby/, route);
    }
  });

  test('home paths carry the first home banner in the document, other pages do not', async () => {
    for (const route of ['/', '/m', '/m/', '/m/home', '/m/index.html', '/M/HOME']) {
      const page = await t.request({ method: 'GET', url: route });
      assert.equal(page.statusCode, 200, route);
      assert.equal(page.headers['cache-control'], 'no-cache', route);
      assert.match(page.headers['content-type'] as string, /^text\/html/, route);
      assert.match(
        page.body,
        /^<!doctype html>.*<head>\s*<link rel="preload" as="image" href="\/wps\/img\/banner\/\d+\.svg" fetchpriority="high" \/>/is,
        route,
      );
    }
    const banners = answer(
      'GET /wps/banners',
      await t.request({ method: 'GET', url: '/wps/banners?groupName=m_home' }),
    ).value;
    const home = await t.request({ method: 'GET', url: '/m/home' });
    assert.ok(home.body.includes(`href="${banners[0]!.url}"`));
    // and painted in the home frame from the HTML, before any script runs
    assert.ok(home.body.includes(`id="early-banner"><img src="${banners[0]!.url}"`));
    for (const route of ['/m/login', '/m/gameList?gameType=RNG', '/m/homework']) {
      const page = await t.request({ method: 'GET', url: route });
      assert.equal(page.statusCode, 200, route);
      assert.doesNotMatch(page.body, /rel="preload"/, route);
      assert.doesNotMatch(page.body, /<img/, route);
    }
  });

  test('hashed assets are cached for a year, entry files are revalidated', async () => {
    const asset = await t.request({ method: 'GET', url: '/main.3f9a1c2b7d.js' });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    const manifest = await t.request({ method: 'GET', url: '/mf-manifest.json' });
    assert.equal(manifest.headers['cache-control'], 'no-cache');
  });

  test('text assets are compressed', async () => {
    const gzip = await t.request({
      method: 'GET',
      url: '/main.3f9a1c2b7d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    const br = await t.request({
      method: 'GET',
      url: '/main.3f9a1c2b7d.js',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(br.headers['content-encoding'], 'br');
  });

  test('a file with copies is answered from the copy the browser accepts, compressed at build time', async () => {
    const brotli = mock.method(zlib, 'createBrotliCompress');
    const brotliSync = mock.method(zlib, 'brotliCompressSync');
    const gzip = mock.method(zlib, 'createGzip');
    const gzipSync = mock.method(zlib, 'gzipSync');
    const compressions = () =>
      brotli.mock.callCount() +
      brotliSync.mock.callCount() +
      gzip.mock.callCount() +
      gzipSync.mock.callCount();
    try {
      const dist = path.join(siteRoot, 'host', 'dist');
      for (const [accept, encoding, extension] of [
        ['gzip, deflate, br', 'br', 'br'],
        ['br', 'br', 'br'],
        ['gzip', 'gzip', 'gz'],
      ] as const) {
        const answer = await t.request({
          method: 'GET',
          url: `/${PRECOMPRESSED}`,
          headers: { 'accept-encoding': accept },
        });
        assert.equal(answer.statusCode, 200, accept);
        assert.equal(answer.headers['content-encoding'], encoding, accept);
        assert.match(String(answer.headers['content-type']), /^application\/javascript/, accept);
        assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
        assert.match(String(answer.headers.vary), /accept-encoding/i);
        const copy = await fs.readFile(path.join(dist, `${PRECOMPRESSED}.${extension}`));
        assert.ok(answer.rawPayload.equals(copy), `${accept}: the copy's bytes as they are`);
      }
      assert.equal(compressions(), 0, 'no compression work for a file with copies');

      // Without a copy the file itself is answered, compressed per request as before (which
      // the spies above see).
      const plain = await t.request({
        method: 'GET',
        url: '/main.3f9a1c2b7d.js',
        headers: { 'accept-encoding': 'br' },
      });
      assert.equal(plain.statusCode, 200);
      assert.equal(plain.headers['content-encoding'], 'br');
      assert.match(
        zlib.brotliDecompressSync(plain.rawPayload).toString(),
        /^console\.log\("x+"\);$/,
      );
      assert.ok(compressions() > 0);
    } finally {
      mock.restoreAll();
    }
    // A browser that accepts no encoding gets the file itself.
    const identity = await t.request({ method: 'GET', url: `/${PRECOMPRESSED}` });
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.body, PRECOMPRESSED_TEXT);
  });

  test('a file without copies is still served', async () => {
    for (const accept of ['gzip, br', undefined]) {
      const entry = await t.request({
        method: 'GET',
        url: '/remotes/lobby/remoteEntry.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      assert.equal(entry.statusCode, 200, accept);
      const encoding = entry.headers['content-encoding'];
      const text =
        encoding === 'br'
          ? zlib.brotliDecompressSync(entry.rawPayload).toString()
          : encoding === 'gzip'
            ? zlib.gunzipSync(entry.rawPayload).toString()
            : entry.body;
      assert.equal(text, 'var lobby;', accept);
    }
  });

  test('remotes are served from remote-<name>/dist', async () => {
    const entry = await t.request({ method: 'GET', url: '/remotes/lobby/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'var lobby;');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const chunk = await t.request({ method: 'GET', url: '/remotes/lobby/123.a1b2c3d4e5.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const url of [
      '/remotes/lobby/missing.js',
      '/remotes/nothing/remoteEntry.js',
      '/remotes/Bad_Name/x.js',
    ]) {
      const missing = await t.request({ method: 'GET', url });
      assert.equal(missing.statusCode, 404, url);
      assert.equal(refusal(missing).code, 'NOT_FOUND');
    }
  });

  test('nothing outside the build folders is reachable', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/remotes/lobby/..%2f..%2f..%2fsecret.txt',
      '/remotes/lobby/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const response = await t.request({ method: 'GET', url });
      assert.doesNotMatch(response.body, /do not serve/, url);
    }
  });

  test('API-like paths never fall back to index.html', async () => {
    for (const url of [
      '/wps/unknown',
      '/lgw/no-such-call',
      '/ops/anything',
      '/locales/XX/common.json',
    ]) {
      const response = await t.request({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(refusal(response).code, 'NOT_FOUND', url);
    }
    const locale = await t.request({ method: 'GET', url: '/locales/EN/common.json' });
    assert.equal(locale.statusCode, 200);
  });

  test('brand-config.json is read on every request and never cached', async () => {
    const first = await t.request({ method: 'GET', url: '/brand-config.json' });
    assert.deepEqual(first.json(), { brand: 'one' });
    assert.equal(first.headers['cache-control'], 'no-store');
    await fs.writeFile(brandFile, JSON.stringify({ brand: 'two' }));
    const second = await t.request({ method: 'GET', url: '/brand-config.json' });
    assert.deepEqual(second.json(), { brand: 'two' });
  });
});

/** A CSP header as directive name → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  assert.equal(typeof header, 'string', 'content-security-policy header');
  return new Map(
    (header as string).split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('security headers of the HTML document', () => {
  test('every client route carries the document CSP: own origin, inline start-up script by hash', async () => {
    for (const url of ['/', '/m/home', '/m/login', '/m/gameList?gameType=RNG', '/index.html']) {
      const page = await t.request({ method: 'GET', url });
      assert.equal(page.statusCode, 200, url);
      const policy = policyOf(page.headers['content-security-policy']);
      assert.deepEqual(policy.get('default-src'), ["'self'"], url);
      const scripts = policy.get('script-src') ?? [];
      assert.ok(scripts.includes("'self'"), url);
      assert.ok(scripts.includes(START_UP_HASH), `${url}: ${scripts.join(' ')}`);
      assert.ok(!scripts.includes("'unsafe-inline'") && !scripts.includes("'unsafe-eval'"), url);
      assert.deepEqual(policy.get('frame-ancestors'), ["'self'"], url);
      assert.deepEqual(policy.get('object-src'), ["'none'"], url);
      assert.ok(!policy.has('upgrade-insecure-requests'), url);
      assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN', url);
      assert.equal(page.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(page.headers['strict-transport-security'], undefined, url);
    }
  });

  test('the remotes and the API the brand configuration names on other origins are allowed, read on every request', async () => {
    const before = await fs.readFile(brandFile, 'utf8');
    try {
      await fs.writeFile(
        brandFile,
        JSON.stringify({
          brand: 'cdn',
          apiBaseUrl: 'https://api.brand.example/',
          remotes: {
            auth: '/remotes/auth/mf-manifest.json',
            agent: 'https://cdn.brand.example:8443/agent/gold/mf-manifest.json',
            bad: 'javascript:alert(1)',
          },
        }),
      );
      const policy = policyOf(
        (await t.request({ method: 'GET', url: '/m/login' })).headers['content-security-policy'],
      );
      const remote = 'https://cdn.brand.example:8443';
      assert.ok(policy.get('script-src')?.includes(remote));
      assert.ok(policy.get('connect-src')?.includes(remote));
      assert.ok(policy.get('style-src')?.includes(remote));
      assert.ok(policy.get('connect-src')?.includes('https://api.brand.example'));
      // The lottery page's merchant skin is a stylesheet of the API.
      assert.ok(policy.get('style-src')?.includes('https://api.brand.example'));
      assert.ok(!policy.get('script-src')?.includes('https://api.brand.example'));
      assert.ok(!(policy.get('script-src') ?? []).some((source) => source.includes('javascript')));

      await fs.writeFile(brandFile, '{ broken');
      const narrowed = policyOf(
        (await t.request({ method: 'GET', url: '/m/login' })).headers['content-security-policy'],
      );
      assert.ok(!narrowed.get('script-src')?.includes(remote));
    } finally {
      await fs.writeFile(brandFile, before);
    }
  });

  test('static files and API answers are nosniff, framed by the site only, with a locked CSP', async () => {
    for (const url of ['/main.3f9a1c2b7d.js', '/remotes/lobby/remoteEntry.js', '/wps/banners']) {
      const response = await t.request({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN', url);
      const policy = policyOf(response.headers['content-security-policy']);
      assert.deepEqual(policy.get('default-src'), ["'none'"], url);
      assert.deepEqual(policy.get('frame-ancestors'), ["'self'"], url);
    }
  });

  test('LOBBY_TLS=1 adds HSTS and upgrades insecure requests', async () => {
    const tls = await createTestApp({
      SITE_ROOT: siteRoot,
      BRAND_CONFIG: brandFile,
      LOBBY_TLS: '1',
    });
    try {
      for (const url of ['/m/home', '/wps/system/status']) {
        const response = await tls.request({ method: 'GET', url });
        assert.equal(
          response.headers['strict-transport-security'],
          'max-age=31536000; includeSubDomains',
          url,
        );
      }
      const page = await tls.request({ method: 'GET', url: '/m/home' });
      assert.ok(policyOf(page.headers['content-security-policy']).has('upgrade-insecure-requests'));
    } finally {
      await tls.close();
    }
  });
});

describe('service worker', () => {
  test('sw.js is revalidated on every visit and may fetch what the page fetches, nothing else', async () => {
    const before = await fs.readFile(brandFile, 'utf8');
    try {
      await fs.writeFile(
        brandFile,
        JSON.stringify({ remotes: { agent: 'https://cdn.brand.example/agent/mf-manifest.json' } }),
      );
      const worker = await t.request({ method: 'GET', url: '/sw.js' });
      assert.equal(worker.statusCode, 200);
      assert.match(String(worker.headers['content-type']), /javascript/);
      assert.equal(worker.headers['cache-control'], 'no-cache');
      assert.match(worker.body, /addEventListener/);
      const policy = policyOf(worker.headers['content-security-policy']);
      assert.deepEqual(policy.get('default-src'), ["'none'"]);
      assert.deepEqual(policy.get('script-src'), ["'self'"]);
      assert.deepEqual(policy.get('connect-src'), [
        "'self'",
        'https://cdn.brand.example',
        'https:',
      ]);
    } finally {
      await fs.writeFile(brandFile, before);
    }
  });

  test('without a built worker /sw.js is a 404 envelope, never the document', async () => {
    const dist = path.join(siteRoot, 'host', 'dist');
    await fs.rename(path.join(dist, 'sw.js'), path.join(dist, 'sw.js.off'));
    try {
      const missing = await t.request({ method: 'GET', url: '/sw.js' });
      assert.equal(missing.statusCode, 404);
      assert.equal(refusal(missing).code, 'NOT_FOUND');
    } finally {
      await fs.rename(path.join(dist, 'sw.js.off'), path.join(dist, 'sw.js'));
    }
  });
});

describe('without a built site', () => {
  test('the API runs and site paths answer 404 envelopes', async () => {
    const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-nosite-'));
    const other = await createTestApp({ SITE_ROOT: empty });
    try {
      for (const url of ['/', '/m/home', '/brand-config.json', '/remotes/lobby/remoteEntry.js']) {
        const response = await other.request({ method: 'GET', url });
        assert.equal(response.statusCode, 404, url);
        assert.equal(refusal(response).code, 'NOT_FOUND', url);
      }
      const status = await other.request({ method: 'GET', url: '/wps/system/status' });
      assert.equal(status.statusCode, 200);
    } finally {
      await other.close();
      await fs.rm(empty, { recursive: true, force: true });
    }
  });
});

describe('cache policy', () => {
  test('by file name', () => {
    assert.equal(cacheControlFor('index.html'), 'no-cache');
    assert.equal(cacheControlFor('remoteEntry.js'), 'no-cache');
    assert.equal(cacheControlFor('mf-manifest.json'), 'no-cache');
    assert.equal(cacheControlFor('sw.js'), 'no-cache');
    assert.equal(
      cacheControlFor('static/js/842.1f2e3d4c5b6a.js'),
      'public, max-age=31536000, immutable',
    );
    assert.equal(cacheControlFor('favicon.ico'), 'public, max-age=3600');
  });
});
