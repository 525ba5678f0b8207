import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { contrastRatio, THEME_BACKGROUNDS } from '../../../contract/lottery-theme.js';
import { repoRoot } from '../../../paths.js';
import { selectRows } from '../../../db/database.js';
import { answer, createTestApp, OPERATOR_KEY, type TestApp } from '../../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const css = (file: string) => t.request({ method: 'GET', url: `/lgw/themes/${file}` });
const put = (merchant: string, payload: unknown, key: string | null = OPERATOR_KEY) =>
  t.request({
    method: 'PUT',
    url: `/ops/lottery/themes/${merchant}`,
    headers: key ? { 'x-operator-key': key } : {},
    payload: payload as object,
  });
const skin = {
  light: { accent: '#0B5FFF', onAccent: '#ffffff', ink: '#0a47c2' },
  dark: { accent: '#FFC94D', onAccent: '#1a1a1a', ink: '#ffd36b' },
};

describe("the merchant's skin of the lottery page", () => {
  test("the backgrounds the ink is checked on are theme.css's", () => {
    const css = fs.readFileSync(path.join(repoRoot, 'shared/src/ui/theme.css'), 'utf8');
    for (const [theme, colours] of Object.entries(THEME_BACKGROUNDS)) {
      const block = new RegExp(`\\[data-theme='${theme}'\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      const value = (token: string) =>
        new RegExp(`--lb-${token}: (#[0-9a-f]{6});`).exec(block)?.[1];
      assert.deepEqual([value('bg'), value('surface'), value('surface-2')], [...colours], theme);
    }
  });

  test('contrast is the WCAG ratio', () => {
    assert.equal(contrastRatio('#000000', '#ffffff').toFixed(1), '21.0');
    assert.equal(contrastRatio('#777777', '#777777'), 1);
    assert.ok(Math.abs(contrastRatio('#767676', '#ffffff') - 4.54) < 0.01);
  });

  test('a merchant without a skin gets the site colours: an empty stylesheet', async () => {
    const answer = await css('LOBBY01.css');
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['content-type']), /^text\/css/);
    assert.doesNotMatch(answer.body, /--lb-accent/);
  });

  test('an operator sets it; the stylesheet carries both themes; null removes it', async () => {
    const set = await put('LOBBY01', { operator: 'ops.anna', tokens: skin });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(
      answer('PUT /ops/lottery/themes/:merchantCode', set).value.cssUrl,
      '/lgw/themes/LOBBY01.css',
    );
    const sheet = (await css('LOBBY01.css')).body;
    assert.match(
      sheet,
      /\[data-theme='light'\] \.lg-screen \{[^}]*--lb-accent: #0B5FFF;[^}]*--lb-accent-text: #ffffff;[^}]*--lb-accent-ink: #0a47c2;/,
    );
    assert.match(sheet, /\[data-theme='dark'\] \.lg-screen \{[^}]*--lb-accent: #FFC94D;/);
    const [audit] = await selectRows<{ operator: string; target: string }>(
      t.database.db,
      sql`SELECT operator, target FROM ops_audit WHERE action = 'LOTTERY_THEME_SET' ORDER BY id DESC LIMIT 1`,
    );
    assert.deepEqual(audit, { operator: 'ops.anna', target: 'LOBBY01' });
    assert.equal((await put('LOBBY01', { operator: 'ops.anna', tokens: null })).statusCode, 200);
    assert.doesNotMatch((await css('LOBBY01.css')).body, /--lb-accent/);
  });

  test('unreadable, malformed or unknown: refused, nothing stored', async () => {
    const grey = { ...skin, light: { ...skin.light, accent: '#777777', onAccent: '#888888' } };
    const unreadable = await put('LOBBY01', { operator: 'ops.anna', tokens: grey });
    assert.equal(unreadable.statusCode, 400, unreadable.body);
    assert.match(unreadable.body, /onAccent/);
    // Accent text the dark theme's surfaces would swallow.
    const dim = { ...skin, dark: { ...skin.dark, ink: '#2b3f66' } };
    const invisible = await put('LOBBY01', { operator: 'ops.anna', tokens: dim });
    assert.equal(invisible.statusCode, 400, invisible.body);
    assert.match(invisible.body, /ink/);
    const injected = { ...skin, dark: { ...skin.dark, accent: 'red;}*{display:none' } };
    assert.equal(
      (await put('LOBBY01', { operator: 'ops.anna', tokens: injected })).statusCode,
      400,
    );
    assert.equal((await put('NOPE01', { operator: 'ops.anna', tokens: skin })).statusCode, 404);
    assert.equal(
      (await put('LOBBY01', { operator: 'ops.anna', tokens: skin }, null)).statusCode,
      403,
    );
    assert.equal(
      (await put('LOBBY01', { operator: 'ops.anna', tokens: skin }, 'wrong')).statusCode,
      403,
    );
    assert.doesNotMatch((await css('LOBBY01.css')).body, /--lb-accent/);
    for (const file of ['LOBBY01.js', '..%2Fsecret.css', 'a b.css', `${'x'.repeat(40)}.css`]) {
      const answer = await css(file);
      assert.ok(
        answer.statusCode >= 400 && answer.statusCode < 500,
        `${file}: ${answer.statusCode}`,
      );
    }
  });
});
