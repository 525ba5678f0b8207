import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { seedCommitment, seedStream } from './seed-stream.js';

const SEED = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);

describe('seed stream', () => {
  test('the commitment is SHA-256 of the seed text, as any sha256sum computes it', () => {
    assert.equal(seedCommitment(SEED), createHash('sha256').update(SEED).digest('hex'));
  });

  test('words come from SHA-256("<seed>:<i>") blocks, big-endian, in order', () => {
    const block0 = createHash('sha256').update(`${SEED}:0`).digest();
    const block1 = createHash('sha256').update(`${SEED}:1`).digest();
    const stream = seedStream(SEED);
    // below(2^32) takes each word as it is (no word is ever skipped).
    const words = Array.from({ length: 9 }, () => stream.below(2 ** 32));
    assert.deepEqual(
      words.slice(0, 8),
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => block0.readUInt32BE(i * 4)),
    );
    assert.equal(words[8], block1.readUInt32BE(0));
  });

  test('the same seed gives the same draws; another seed others', () => {
    const a = seedStream(SEED).pickDistinct([...Array(49).keys()], 7);
    assert.deepEqual(seedStream(SEED).pickDistinct([...Array(49).keys()], 7), a);
    assert.notDeepEqual(seedStream('b'.repeat(64)).pickDistinct([...Array(49).keys()], 7), a);
  });

  test('below(n) is uniform: 60,000 draws of 6 land within 3% of 10,000 each', () => {
    const stream = seedStream(SEED);
    const hits = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i += 1) hits[stream.below(6)]! += 1;
    for (const h of hits) assert.ok(Math.abs(h - 10_000) < 300, `hits ${hits.join(',')}`);
  });

  test('pickDistinct draws different values of the pool, never more than it has', () => {
    const picked = seedStream(SEED).pickDistinct([...Array(80).keys()], 20);
    assert.equal(new Set(picked).size, 20);
    assert.ok(picked.every((value) => value >= 0 && value < 80));
    assert.throws(() => seedStream(SEED).pickDistinct([1, 2], 3));
  });

  test('a malformed seed is refused', () => {
    assert.throws(() => seedStream('XYZ'));
    assert.throws(() => seedStream('A'.repeat(64)));
  });
});
