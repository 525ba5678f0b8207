import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LEGAL_PAGE_KINDS } from '../../contract/legal.js';
import { CONTENT_LANGUAGES } from '../../http/schemas.js';
import { answer, createTestApp, OPERATOR_KEY, type TestApp } from '../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const read = (kind: string, lang?: string) =>
  t.request({ method: 'GET', url: `/wps/system/legal/${kind}${lang ? `?lang=${lang}` : ''}` });
const write = (kind: string, payload: unknown, key: string | null = OPERATOR_KEY) =>
  t.request({
    method: 'PUT',
    url: `/ops/content/legal/${kind}`,
    headers: key ? { 'x-operator-key': key } : {},
    payload: payload as object,
  });

describe('the public legal pages (issue 36 item 3)', () => {
  test('a visitor reads each page in each of the nine languages, written in that language', async () => {
    for (const kind of LEGAL_PAGE_KINDS) {
      const titles = new Set<string>();
      for (const language of CONTENT_LANGUAGES) {
        const reply = await read(kind, language.toLowerCase());
        assert.equal(reply.statusCode, 200, `${kind} ${language}: ${reply.body}`);
        const page = answer('GET /wps/system/legal/:kind', reply).value;
        assert.equal(page.language, language);
        assert.equal(page.fallback, false);
        assert.ok(page.html.length > 200, `${kind} ${language} has a body`);
        titles.add(page.title);
      }
      assert.equal(titles.size, CONTENT_LANGUAGES.length, `${kind}: a title per language`);
    }
  });

  test('the responsible gaming page names the help organisations and links to itself from the terms', async () => {
    const responsible = answer('GET /wps/system/legal/:kind', await read('responsible')).value;
    assert.match(responsible.html, /gamblingtherapy\.org/);
    assert.match(responsible.html, /gamblersanonymous\.org/);
    const terms = answer('GET /wps/system/legal/:kind', await read('terms', 'VI')).value;
    assert.match(terms.html, /href="\/m\/playResponsibly"/);
  });

  test('a language the operator has not written is answered in English, marked as such', async () => {
    const reply = await read('privacy', 'pt');
    assert.equal(reply.statusCode, 200);
    const page = answer('GET /wps/system/legal/:kind', reply).value;
    assert.equal(page.language, 'EN');
    assert.equal(page.fallback, true);
    assert.equal(page.title, 'Privacy policy');
  });

  test('an unknown page or a bad language is a 400, not a 500', async () => {
    assert.equal((await read('cookies')).statusCode, 400);
    assert.equal((await read('terms', '<script>')).statusCode, 400);
  });

  test('an operator rewrites a page in one language; the change is served and audited', async () => {
    const text = { title: 'Terms of play', html: '<p>New terms.</p>' };
    const refused = await write('terms', { operator: 'ops.anna', language: 'JA', ...text }, 'nope');
    assert.equal(refused.statusCode, 403);
    const set = await write('terms', { operator: 'ops.anna', language: 'ja', ...text });
    assert.equal(set.statusCode, 200, set.body);
    const page = answer('GET /wps/system/legal/:kind', await read('terms', 'JA')).value;
    assert.deepEqual(
      { title: page.title, html: page.html, language: page.language },
      { ...text, language: 'JA' },
    );
    assert.equal(
      answer('GET /wps/system/legal/:kind', await read('terms', 'EN')).value.title,
      'Terms and conditions',
    );
    const audit = await t.request({
      method: 'GET',
      url: '/ops/audit',
      headers: { 'x-operator-key': OPERATOR_KEY },
    });
    const entries = answer('GET /ops/audit', audit).value;
    assert.ok(entries.some((e) => e.action === 'LEGAL_PAGE_SET' && e.target === 'terms:JA'));
  });

  test('an operator page must be in one of the nine languages, with a title and a body of sane size', async () => {
    const base = { operator: 'ops.anna', language: 'EN', title: 'T', html: '<p>x</p>' };
    for (const bad of [
      { ...base, language: 'PT' },
      { ...base, title: '  ' },
      { ...base, title: 'x'.repeat(121) },
      { ...base, html: '' },
      { ...base, html: 'x'.repeat(50_001) },
      { ...base, extra: 1 },
    ]) {
      const reply = await write('privacy', bad);
      assert.equal(reply.statusCode, 400, JSON.stringify(bad).slice(0, 80));
    }
  });
});
