import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { brandOrigins, documentPolicy, inlineScriptHashes } from './document-policy.js';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('document policy', () => {
  test('hashes inline scripts exactly as written, skips scripts with src and empty ones', () => {
    const first =
      "\n      try { document.documentElement.dataset.theme = 'dark'; } catch (e) {}\n    ";
    const second = 'window.x = "福";';
    const html =
      `<head><script>${first}</script><script id="early-requests">${second}</script>` +
      '<script defer src="/main.js"></script><SCRIPT type="module"></SCRIPT></head>';
    assert.deepEqual(inlineScriptHashes(html), [sha(first), sha(second)]);
  });

  test('brand origins: absolute http(s) remotes and API only, deduplicated', () => {
    assert.deepEqual(
      brandOrigins({
        apiBaseUrl: 'http://127.0.0.1:8080',
        remotes: {
          a: '/remotes/a/mf-manifest.json',
          b: 'https://cdn.example/b/mf-manifest.json',
          c: 'https://cdn.example/c/mf-manifest.json',
          d: 'data:text/javascript,alert(1)',
          e: 42,
        },
      }),
      { remotes: ['https://cdn.example'], api: ['http://127.0.0.1:8080'] },
    );
    assert.deepEqual(brandOrigins(null), { remotes: [], api: [] });
    assert.deepEqual(brandOrigins({ remotes: 'x', apiBaseUrl: '' }), { remotes: [], api: [] });
  });

  test('the policy never allows inline or eval code, and frames only this site', () => {
    const policy = documentPolicy({ scriptHashes: [sha('x')], brandConfig: null, tls: false });
    const script = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    assert.match(script, /'self'/);
    assert.ok(script.includes(sha('x')));
    assert.doesNotMatch(script, /unsafe/);
    assert.match(policy, /frame-ancestors 'self'/);
    assert.doesNotMatch(policy, /upgrade-insecure-requests/);
    assert.match(
      documentPolicy({ scriptHashes: [], brandConfig: null, tls: true }),
      /upgrade-insecure-requests$/,
    );
  });
});
