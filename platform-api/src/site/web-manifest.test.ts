import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brands } from '../db/schema/index.js';
import { repoRoot } from '../paths.js';
import { body, createTestApp, type TestApp } from '../test/harness.js';
import { BRAND } from '../seed/brand.js';
import { THEME_COLORS } from './theme-colors.js';
import { shortNameOf } from './web-manifest.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(buffer: Buffer): { width: number; height: number } {
  assert.deepEqual([...buffer.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'PNG signature');
  assert.equal(buffer.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

describe('web app manifest', () => {
  test("the brand's name, standalone from home, the dark theme's colours, icons of 192 and 512", async () => {
    const response = await t.request({ method: 'GET', url: '/manifest.webmanifest' });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^application\/manifest\+json/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const manifest = response.json();
    assert.equal(manifest.name, BRAND.name);
    assert.equal(manifest.short_name, BRAND.name);
    assert.equal(manifest.start_url, '/m/home');
    assert.equal(manifest.id, '/m/home');
    assert.equal(manifest.scope, '/');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.theme_color, THEME_COLORS.dark);
    assert.equal(manifest.background_color, THEME_COLORS.dark);
    const sizes = (manifest.icons as { sizes: string; type: string }[])
      .filter((icon) => icon.type === 'image/png')
      .map((icon) => icon.sizes);
    assert.deepEqual(sizes, ['192x192', '512x512']);
  });

  test('every icon the manifest names is served, PNGs at their stated size', async () => {
    const manifest = (await t.request({ method: 'GET', url: '/manifest.webmanifest' })).json();
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const response = await t.request({ method: 'GET', url: icon.src });
      assert.equal(response.statusCode, 200, icon.src);
      assert.equal(String(response.headers['content-type']).split(';')[0], icon.type, icon.src);
      if (icon.type !== 'image/png') continue;
      const { width, height } = pngSize(response.rawPayload);
      assert.equal(`${width}x${height}`, icon.sizes, icon.src);
      assert.match(String(response.headers['cache-control']), /max-age=/);
    }
  });

  test('other icon sizes and names are refused with a 4xx envelope', async () => {
    for (const url of [
      '/wps/img/app/icons/100.png',
      '/wps/img/app/icons/192.jpg',
      '/wps/img/app/icons/..%2f192.png',
      '/wps/img/app/icons/192.png?size=large',
    ]) {
      const response = await t.request({ method: 'GET', url });
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, url);
      assert.equal(body(response).success, false, url);
    }
    const query = await t.request({ method: 'GET', url: '/manifest.webmanifest?x=1' });
    assert.equal(query.statusCode, 400);
  });

  test("the colours are the themes' page colours of the front end's style sheet", async () => {
    const css = await fs.readFile(path.join(repoRoot, 'shared', 'src', 'ui', 'theme.css'), 'utf8');
    const pageColours = [...css.matchAll(/--lb-bg:\s*(#[0-9a-f]{6})/gi)].map((m) => m[1]);
    assert.deepEqual(pageColours.slice(0, 2), [THEME_COLORS.dark, THEME_COLORS.light]);
  });

  test('a long brand name gives a short name of at most 12 characters', () => {
    assert.equal(shortNameOf('Lobby'), 'Lobby');
    assert.equal(shortNameOf('  Golden Dragon Casino '), 'Golden');
    assert.equal(shortNameOf('Supercalifragilistic Games'), 'Supercalifra');
  });
});

describe('web app manifest of another brand', () => {
  test("reads the brand's row: its name and its own icon", async () => {
    const lobbyIcon = await t.request({ method: 'GET', url: '/wps/img/app/icons/192.png' });
    const other = await createTestApp();
    try {
      // before the first request: the brand is read once and kept
      await other.database.db.update(brands).set({ name: 'Golden Dragon Casino', code: 'gold' });
      const manifest = (
        await other.request({ method: 'GET', url: '/manifest.webmanifest' })
      ).json();
      assert.equal(manifest.name, 'Golden Dragon Casino');
      assert.equal(manifest.short_name, 'Golden');
      const icon = await other.request({ method: 'GET', url: '/wps/img/app/icons/192.png' });
      assert.equal(icon.statusCode, 200);
      assert.notDeepEqual(icon.rawPayload, lobbyIcon.rawPayload, 'a picture of its own');
    } finally {
      await other.close();
    }
  });
});
