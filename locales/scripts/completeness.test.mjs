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

test('passes when required locales are complete', () => {
  const full = { a: 'x', nested: { b: 'y {{n}}' } };
  const locales = fixture({
    'EN/common.json': en,
    'ID/common.json': full,
    'FIL/common.json': full,
    'CN/common.json': full,
    'TH/common.json': { a: 'th' },
  });
  const { rows, problems } = checkCompleteness(locales);
  assert.deepEqual(problems, []);
  assert.equal(rows.find((r) => r.code === 'TH').present, 1);
});

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
