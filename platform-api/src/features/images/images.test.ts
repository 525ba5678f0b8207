import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { answer, createTestApp, type TestApp } from '../../test/harness.js';
import { outlineText } from './outline.js';
import { RESVG_FONTS } from './png.js';
import { escapeXml, gameSvg, paletteOf, posterSvg, vendorSvg, wrapText } from './svg.js';
import { Resvg } from '@resvg/resvg-js';

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
  assert.match(response.body, /^<svg width="\d+" height="\d+" viewBox="[\d. ]+"/);
  assert.match(response.body, /xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  // the letters are outlines (outline.ts): nothing for the browser to lay out with its fonts
  assert.doesNotMatch(response.body, /<text\b/);
  assert.ok(response.body.length < 16_384, `small: ${response.body.length} bytes`);
}

describe('generated images', () => {
  test('an image goes out exactly as generated, with its own headers (never JSON-encoded)', async () => {
    const types = answer(
      'GET /wps/game/vendorGameTypes',
      await t.request({ method: 'GET', url: '/wps/game/vendorGameTypes' }),
    ).value;
    const pg = types.categories.flatMap((c) => c.vendors).find((v) => v.vassalage === 'PG')!;
    const response = await t.request({
      method: 'GET',
      url: '/wps/img/vendor/pg.svg?variant=white',
    });
    assertSvg(response);
    assert.equal(
      response.body,
      outlineText(vendorSvg('PG', pg.displayName, 'white'), [pg.displayName]),
    );
    assert.equal(
      response.headers['content-security-policy'],
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  test('every URL the catalogue hands out resolves to an SVG', async () => {
    const page = answer(
      'GET /wps/game/list',
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
    assert.match(white.body, /stroke="#ffffff"/);
    assert.match(colour.body, /fill="url\(#v\)"/);
  });

  test('banners and promotions', async () => {
    const banners = answer(
      'GET /wps/banners',
      await t.request({ method: 'GET', url: '/wps/banners?groupName=m_home' }),
    ).value;
    for (const banner of banners) assertSvg(await t.request({ method: 'GET', url: banner.url }));
    const promos = answer(
      'GET /wps/promotions',
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

/**
 * The picture as resvg draws it at half its size (RGBA, each pixel the mean of a 2x2 block): the
 * lobby shows its 240 px icons in 120 px boxes.
 */
function halfSizePixels(svg: string): number[] {
  const drawn = new Resvg(svg, { font: RESVG_FONTS }).render();
  const { pixels, width, height } = drawn;
  const at = (x: number, y: number, channel: number) => pixels[(y * width + x) * 4 + channel]!;
  const half: number[] = [];
  for (let y = 0; y + 1 < height; y += 2)
    for (let x = 0; x + 1 < width; x += 2)
      for (let c = 0; c < 4; c += 1)
        half.push((at(x, y, c) + at(x + 1, y, c) + at(x, y + 1, c) + at(x + 1, y + 1, c)) / 4);
  return half;
}

function largestDifference(a: number[], b: number[]): number {
  assert.equal(a.length, b.length);
  return a.reduce((largest, value, i) => Math.max(largest, Math.abs(value - b[i]!)), 0);
}

function meanDifference(a: number[], b: number[]): number {
  assert.equal(a.length, b.length);
  return a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;
}

describe('outlined letters', () => {
  test('a picture with its letters outlined looks as it did with them as text', () => {
    const pictures = [
      { svg: gameSvg('game:7', 'Golden Dragon Megaways', 'PG Soft', 240), title: 'Golden' },
      { svg: posterSvg('banner:3', 'Welcome bonus 100% up to 8,888', 750, 300), title: 'Welcome' },
    ];
    for (const { svg, title } of pictures) {
      const outlined = outlineText(svg, [title]);
      assert.doesNotMatch(outlined, /<text\b/);
      assert.match(outlined, /<path\b/);
      const asText = halfSizePixels(svg);
      const drawn = halfSizePixels(outlined);
      // coordinates kept to a tenth of a pixel move a few edge pixels a little (measured ~35 of
      // 255); one letter missing changes some by 200 and more (the check below)
      assert.ok(largestDifference(asText, drawn) < 96);
      // and nothing else changes: a faint shape lost (opacity 0.08 read as 0) moves the mean to 1.5
      assert.ok(meanDifference(asText, drawn) < 0.5, `mean ${meanDifference(asText, drawn)}`);
      for (const opacity of svg.match(/opacity="[\d.]+"/g) ?? [])
        assert.ok(outlined.includes(opacity), `${opacity} kept`);
      const oneLetterShort = svg.replace(title, title.slice(0, -1));
      assert.ok(largestDifference(asText, halfSizePixels(oneLetterShort)) > 150);
    }
  });

  test("a title in a script the server's fonts may not cover stays text for the device", () => {
    const svg = posterSvg('banner:9', '春节 红包', 750, 300);
    assert.equal(outlineText(svg, ['春节 红包']), svg);
    const latin = posterSvg('banner:9', 'Spring bonus', 750, 300);
    assert.notEqual(outlineText(latin, ['Spring bonus']), latin);
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
