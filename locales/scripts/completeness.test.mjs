import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkCompleteness, flattenKeys, readLocales } from './completeness.mjs';

function fixture(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'locales-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(content));
  }
  return readLocales(dir);
}

const en = { a: 'A', nested: { b: 'B {{n}}' } };

test('flattens nested keys', () => {
  assert.deepEqual([...flattenKeys(en).keys()], ['a', 'nested.b']);
});

const full = { a: 'x', nested: { b: 'y {{n}}' } };
const TRANSLATED = ['EN', 'CN', 'TW', 'TH', 'VI', 'ID', 'KO', 'JA', 'FIL'];
/** Every translated language complete, then `changes` applied (a file per code, or none). */
function allComplete(changes = {}) {
  const files = {};
  for (const code of TRANSLATED) files[`${code}/common.json`] = code === 'EN' ? en : full;
  for (const [code, content] of Object.entries(changes)) {
    if (content === undefined) delete files[`${code}/common.json`];
    else files[`${code}/common.json`] = content;
  }
  return fixture(files);
}

test('passes when required locales are complete; others may be partial', () => {
  const { rows, problems } = checkCompleteness(allComplete({ MS: { a: 'ms' } }));
  assert.deepEqual(problems, []);
  assert.equal(rows.find((r) => r.code === 'MS').present, 1);
  assert.equal(rows.find((r) => r.code === 'MS').required, false);
});

for (const code of ['TW', 'TH', 'VI', 'KO', 'JA']) {
  test(`fails when ${code} (a spec language) misses a key, drops a placeholder or has no file`, () => {
    const missing = checkCompleteness(allComplete({ [code]: { a: 'x' } })).problems;
    assert.deepEqual(missing, [`${code} misses common:nested.b`]);
    const dropped = checkCompleteness(
      allComplete({ [code]: { a: 'x', nested: { b: 'no placeholder' } } }),
    ).problems;
    assert.deepEqual(dropped, [`${code} common:nested.b lacks {{n}}`]);
    const absent = checkCompleteness(allComplete({ [code]: undefined })).problems;
    assert.deepEqual(absent, [`${code} misses common:a`, `${code} misses common:nested.b`]);
  });
}

test('fails when ID misses a key, FIL drops a placeholder, CN has no file', () => {
  const locales = fixture({
    'EN/common.json': en,
    'ID/common.json': { a: 'x' },
    'FIL/common.json': { a: 'x', nested: { b: 'no placeholder' } },
  });
  const { problems } = checkCompleteness(locales);
  assert.ok(problems.includes('ID misses common:nested.b'));
  assert.ok(problems.includes('FIL common:nested.b lacks {{n}}'));
  assert.ok(problems.includes('CN misses common:a'));
});

test('the real locales are complete', () => {
  const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  assert.deepEqual(checkCompleteness(readLocales(dir)).problems, []);
});
