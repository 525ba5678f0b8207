import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { allFamilies, familyOf, playOf } from '../registry.js';
import { seedCommitment, seedStream } from '../seed-stream.js';
import { FAMILY_CODES } from '../types.js';
import { verifyDraw } from '../verify.js';

// Across every registered family (whoever wrote it): ids unique and in the family's range
// (1000 × its place in FAMILY_CODES), codes unique, draws of the right shape that verify.
describe('registered families', () => {
  const families = allFamilies();

  test('registered in the order of FAMILY_CODES, each once', () => {
    const order = families.map((family) => FAMILY_CODES.indexOf(family.code));
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
    );
    assert.equal(new Set(order).size, order.length);
  });

  test('play ids and codes are unique across families; ids in the family range', () => {
    const ids = new Set<number>();
    const codes = new Set<string>();
    for (const family of families) {
      const base = 1000 * (FAMILY_CODES.indexOf(family.code) + 1);
      for (const play of family.plays) {
        assert.ok(play.id > base && play.id < base + 1000, `${play.code} id ${play.id}`);
        assert.ok(!ids.has(play.id), `id ${play.id} twice`);
        assert.ok(!codes.has(play.code), `code ${play.code} twice`);
        ids.add(play.id);
        codes.add(play.code);
        assert.equal(playOf(play.id)?.play, play);
        assert.equal(playOf(play.id)?.family, family);
      }
      assert.equal(familyOf(family.code), family);
    }
  });

  test('every family draws a result of its shape, and the draw verifies', () => {
    const seed = '5e'.repeat(32);
    for (const family of families) {
      const result = family.draw(seedStream(seed));
      assert.ok(family.isResult(result), `${family.code}: ${result.join(',')}`);
      const check = verifyDraw(family, { commitment: seedCommitment(seed), seed, result });
      assert.ok(check.commitmentMatches && check.resultMatches, family.code);
    }
  });
});
