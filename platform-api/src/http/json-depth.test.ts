import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { controlCharacterPaths } from './control-characters.js';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth.js';

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('jsonNestedDeeperThan', () => {
  test('the bound is 32: 32 levels pass, 33 are refused, for arrays and objects alike', () => {
    assert.equal(MAX_JSON_DEPTH, 32);
    assert.equal(jsonNestedDeeperThan(arrays(32)), false);
    assert.equal(jsonNestedDeeperThan(arrays(33)), true);
    assert.equal(jsonNestedDeeperThan(objects(32)), false);
    assert.equal(jsonNestedDeeperThan(objects(33)), true);
    assert.equal(jsonNestedDeeperThan(`[${'{"a":['.repeat(16)}1${']}'.repeat(16)}]`), true);
  });

  test('depth is nesting, not the number of brackets', () => {
    const wide = JSON.stringify(Array.from({ length: 1000 }, () => ({ a: [1, { b: [] }] })));
    assert.equal(jsonNestedDeeperThan(wide), false);
  });

  test('brackets inside strings do not count, escaped quotes included', () => {
    assert.equal(jsonNestedDeeperThan(JSON.stringify({ a: '['.repeat(100) })), false);
    assert.equal(jsonNestedDeeperThan(JSON.stringify({ a: `"${'{'.repeat(100)}\\"` })), false);
    assert.equal(jsonNestedDeeperThan(JSON.stringify(['"', arrays(40)])), false);
  });

  test('the attack shapes of the issue are refused without recursion', () => {
    assert.equal(jsonNestedDeeperThan(arrays(30_000)), true);
    assert.equal(jsonNestedDeeperThan(objects(5_000)), true);
    assert.equal(jsonNestedDeeperThan(arrays(1_000_000)), true);
  });
});

describe('controlCharacterPaths', () => {
  test('walks input of any depth without overflowing the stack', () => {
    let deep: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i += 1) deep = i % 2 === 0 ? [deep] : { k: deep };
    const [path] = controlCharacterPaths(deep);
    assert.ok(path?.startsWith('k.0.k.0.'), path);
    assert.equal(path?.split('.').length, 100_000);
  });

  test('names keys and values in document order, up to the limit', () => {
    const input = { a: ['ok', 'x\u0001'], ['b\u0007']: 'fine', c: { d: '\u007f' } };
    assert.deepEqual(controlCharacterPaths(input), ['a.1', 'b\u0007', 'c.d']);
    assert.deepEqual(controlCharacterPaths(input, 2), ['a.1', 'b\u0007']);
    assert.deepEqual(controlCharacterPaths({ a: 'plain', b: [1, null, true] }), []);
  });
});
