import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, test } from 'node:test';
import { withFirstBanner } from './home-document.js';

// The host's own document: the platform fills its home frame, so a change of the frame's banner
// slot there fails here rather than silently losing the first paint.
const hostIndex = fs.readFileSync(
  new URL('../../../host/public/index.html', import.meta.url),
  'utf8',
);

describe('home document', () => {
  test("paints the first banner in the host's home frame and preloads it", () => {
    const html = withFirstBanner(hostIndex, '/wps/img/banner/7.svg');
    assert.match(
      html,
      /<head>\s*<link rel="preload" as="image" href="\/wps\/img\/banner\/7\.svg" fetchpriority="high" \/>/,
    );
    assert.match(
      html,
      /<div class="host-banner__slide" id="early-banner"><img src="\/wps\/img\/banner\/7\.svg" alt="" fetchpriority="high" \/><\/div>/,
    );
    assert.equal(html.match(/<img /g)?.length, 1);
    // the built document is otherwise unchanged
    assert.equal(
      html
        .replace(/<link rel="preload"[^>]*>\s*/, '')
        .replace(/<img [^>]*>/, '')
        .replace(/\s+/g, ''),
      hostIndex
        .replace(/id="early-banner">\s*<\/div>/, 'id="early-banner"></div>')
        .replace(/\s+/g, ''),
    );
  });

  test('fills the slot of the minified build too', () => {
    const built =
      '<body><div id=root><div class="host-shell has-header" id=early-shell aria-hidden=true>' +
      '<section class=host-banner><div class=host-banner__track>' +
      '<div class=host-banner__slide id=early-banner></div></div></section></div></div></body>';
    assert.ok(
      withFirstBanner(`<head></head>${built}`, '/b.svg').includes(
        '<div class=host-banner__slide id=early-banner><img src="/b.svg" alt="" fetchpriority="high" /></div>',
      ),
    );
    // a look-alike id is not the slot
    assert.doesNotMatch(
      withFirstBanner('<head></head><div id=early-banners></div>', '/b.svg'),
      /<img/,
    );
  });

  test('escapes the address in both attributes', () => {
    const html = withFirstBanner(hostIndex, '/wps/img/a"b<c&d.svg');
    assert.ok(html.includes('href="/wps/img/a&quot;b&lt;c&amp;d.svg"'));
    assert.ok(html.includes('<img src="/wps/img/a&quot;b&lt;c&amp;d.svg"'));
    assert.doesNotMatch(html, /a"b/);
  });

  test('a document without the banner slot only gets the preload', () => {
    const html = withFirstBanner(
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
      '/wps/img/banner/1.svg',
    );
    assert.match(html, /<head>\s*<link rel="preload"/);
    assert.doesNotMatch(html, /<img/);
  });
});
