import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { body, createTestApp, type TestApp } from '../../test/harness.js';
import type { VendorGameTypes } from '../../contract/games.js';
import { escapeXml, paletteOf, vendorSvg, wrapText } from './svg.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

function assertSvg(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) {
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
  assert.match(String(response.headers['cache-control']), /max-age=31536000/);
  assert.match(
    response.body,
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/,
  );
  assert.ok(response.body.length < 4096, `small: ${response.body.length} bytes`);
}

describe('generated images', () => {
  test('an image goes out exactly as generated, with its own headers (never JSON-encoded)', async () => {
    const types = body<VendorGameTypes>(
      await t.request({ method: 'GET', url: '/wps/game/vendorGameTypes' }),
    ).value;
    const pg = types.categories.flatMap((c) => c.vendors).find((v) => v.vassalage === 'PG')!;
    const response = await t.request({
      method: 'GET',
      url: '/wps/img/vendor/pg.svg?variant=white',
    });
    assertSvg(response);
    assert.equal(response.body, vendorSvg('PG', pg.displayName, 'white'));
    assert.equal(
      response.headers['content-security-policy'],
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  test('every URL the catalogue hands out resolves to an SVG', async () => {
    const page = body<{ games: { iconUrl: string; mobileLargeIcon: string }[] }>(
      await t.request({ method: 'GET', url: '/wps/game/list?pageSize=3' }),
    ).value;
    for (const game of page.games) {
      assertSvg(await t.request({ method: 'GET', url: game.iconUrl }));
      const large = await t.request({ method: 'GET', url: game.mobileLargeIcon });
      assertSvg(large);
      assert.match(large.body, /width="480"/);
    }
  });

  test('vendor icons come in white and colour variants', async () => {
    const white = await t.request({ method: 'GET', url: '/wps/img/vendor/PG.svg?variant=white' });
    const colour = await t.request({ method: 'GET', url: '/wps/img/vendor/PG.svg?variant=color' });
    assertSvg(white);
    assertSvg(colour);
    assert.notEqual(white.body, colour.body);
    assert.match(white.body, /fill="#fff"/);
    assert.match(colour.body, /PG Soft/);
  });

  test('banners and promotions', async () => {
    const banners = body<{ url: string }[]>(
      await t.request({ method: 'GET', url: '/wps/banners?groupName=m_home' }),
    ).value;
    for (const banner of banners) assertSvg(await t.request({ method: 'GET', url: banner.url }));
    const promos = body<{ list: { imageUrl: string }[] }>(
      await t.request({ method: 'GET', url: '/wps/promotions' }),
    ).value;
    assertSvg(await t.request({ method: 'GET', url: promos.list[0]!.imageUrl }));
    assertSvg(await t.request({ method: 'GET', url: '/wps/img/app/icon.svg' }));
  });

  test('images are deterministic', async () => {
    const a = await t.request({ method: 'GET', url: '/wps/img/game/10.svg' });
    const b = await t.request({ method: 'GET', url: '/wps/img/game/10.svg' });
    const c = await t.request({ method: 'GET', url: '/wps/img/game/11.svg' });
    assert.equal(a.body, b.body);
    assert.notEqual(a.body, c.body);
    assert.deepEqual(paletteOf('game:10'), paletteOf('game:10'));
  });
});

describe('svg helpers', () => {
  test('escapes markup in titles', () => {
    assert.equal(
      escapeXml(`<a href="x">'&'</a>`),
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    );
  });

  test('wraps and truncates long titles', () => {
    assert.deepEqual(wrapText('Golden Dragon Megaways', 12, 3), ['Golden', 'Dragon', 'Megaways']);
    const lines = wrapText('one two three four five six seven', 5, 2);
    assert.equal(lines.length, 2);
    assert.match(lines[1]!, /…$/);
  });
});
