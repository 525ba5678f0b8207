import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFairOverSpace } from '../test-support.js';
import {
  assertIdsAndCodes,
  assertRefused,
  fiveSigma,
  judged,
  playByCode,
  rotations,
  sampleDraws,
  subsets,
} from './family-test-support.js';
import { happy10 } from './happy-10.js';

const BALLS = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0'));
const play = (code: string) => playByCode(happy10, `HAPPY10.${code}`);
// The complete space of the plays that read the set: all C(20, 8) = 125,970 sets.
const SETS = [...subsets(BALLS, 8)];
// Position plays read the order; its space (20!/12! draws) is too large. Their judgement is a
// sum over positions and each position is uniform over 01–20, so the mean over the 20
// rotations of one draw (each position takes every value once) is the exact mean; a sample
// of 20,000 seeded draws checks the draw against it too.
const ROTATIONS = rotations(BALLS, 8);
const SAMPLE = sampleDraws(happy10, 20_000, 'happy10');
const sumOf = (result: readonly string[]) => result.reduce((s, b) => s + Number(b), 0);
const SUMS = SETS.map(sumOf);
/** The chance of the middle sum 84, on which big and small return the stake. */
const MIDDLE_CHANCE = SUMS.filter((sum) => sum === 84).length / SETS.length;

describe('Happy 10 family', () => {
  test('ids in the 6000s, codes per group, odds within 99% of fair', () =>
    assertIdsAndCodes(happy10, 6000, { 'HAPPY10.SUM.BIG_SMALL': MIDDLE_CHANCE }));

  test('the draw: eight different of 01–20 from fixed seeds', () => {
    for (const result of SAMPLE.slice(0, 500)) assert.ok(happy10.isResult(result));
    assert.ok(!happy10.isResult(BALLS.slice(0, 7)));
    assert.ok(!happy10.isResult([...BALLS.slice(0, 7), '01']));
    assert.ok(!happy10.isResult([...BALLS.slice(0, 7), '21']));
  });

  for (const k of [2, 3, 4, 5]) {
    test(`ANY${k}: C(n, k) by enumeration; fair over all 125,970 sets`, () => {
      const p = play(`ANY.ANY${k}`);
      for (const balls of [BALLS.slice(0, k).join(','), '02,05,07,11,13,17,19', BALLS.join(',')]) {
        assert.equal(p.count(p.parse(balls)), [...subsets(balls.split(','), k)].length);
      }
      assertFairOverSpace(p, '02,05,07,11,13,17,19', SETS);
      assertRefused(p, BALLS.slice(0, k - 1).join(','), 'too few');
    });
  }

  test('position pick: a combination per (position, number); exact mean, and a 20,000 sample', () => {
    const p = play('POSITION.PICK');
    for (const balls of [
      '01|||||||',
      '01,02|03||||||20',
      `${BALLS.join(',')}|||||||${BALLS.join(',')}`,
    ]) {
      const count = balls.split('|').flatMap((row) => (row ? row.split(',') : [])).length;
      assert.equal(p.count(p.parse(balls)), count);
      assertFairOverSpace(p, balls, ROTATIONS);
    }
    // One (position, number): pays 20 with chance 1/20, variance 20 − 1.
    assertFairOverSpace(p, '|||07||||', SAMPLE, fiveSigma(19, SAMPLE.length));
    assertRefused(p, '|||||||', 'too few');
  });

  test('two sides of a position: every (position, side) wins half the time', () => {
    const p = play('TWO_SIDES.POSITION');
    assert.equal(p.probability, 0.5);
    assert.equal(p.defaultOdds, 1.98);
    for (const balls of ['BIG|||||||', 'BIG,SMALL,ODD,EVEN|ODD||||||EVEN']) {
      assertFairOverSpace(p, balls, ROTATIONS);
    }
    assertFairOverSpace(p, '||||ODD|||', SAMPLE, fiveSigma(0.25, SAMPLE.length));
    assert.equal(p.count(p.parse('BIG,SMALL,ODD,EVEN|ODD||||||EVEN')), 6);
  });

  test('sum plays: chances counted over all 125,970 sets; 84 ties big/small', () => {
    const middle = SUMS.filter((sum) => sum === 84).length;
    const odd = SUMS.filter((sum) => sum % 2 === 1).length;
    const big = SUMS.filter((sum) => sum >= 85).length;
    assert.equal(big, (SETS.length - middle) / 2);
    const bigSmall = play('SUM.BIG_SMALL');
    assert.ok(Math.abs(bigSmall.probability! - big / SETS.length) < 1e-15);
    assert.ok(Math.abs(play('SUM.ODD').probability! - odd / SETS.length) < 1e-15);
    assert.ok(Math.abs(play('SUM.EVEN').probability! - (SETS.length - odd) / SETS.length) < 1e-15);
    // 62,880 odd sums against 63,090 even: their odds differ.
    assert.equal(odd, 62_880);
    // 99% of the fair odds with 84 returning the stake: 0.99 × (1 − t) / p = 0.99 × 2.
    assert.equal(bigSmall.defaultOdds, 1.98);
    assert.equal(play('SUM.ODD').defaultOdds, 1.98);
    assert.equal(play('SUM.EVEN').defaultOdds, 1.97);
    assertFairOverSpace(bigSmall, 'BIG,SMALL', SETS);
    assertFairOverSpace(play('SUM.ODD'), 'ODD', SETS);
    assertFairOverSpace(play('SUM.EVEN'), 'EVEN', SETS);
    let ties = 0;
    for (const set of SETS) ties += judged(bigSmall, 'BIG', set).tieStakes;
    assert.equal(ties, middle);
  });

  test('hand-worked judgements', () => {
    // Sum 1+…+8 = 36: small, even.
    const low = ['03', '01', '02', '05', '04', '07', '06', '08'];
    assert.deepEqual(judged(play('SUM.BIG_SMALL'), 'BIG,SMALL', low), {
      fairMultiple: 0,
      winningStakes: 1,
      tieStakes: 0,
    });
    assert.equal(judged(play('SUM.EVEN'), 'EVEN', low).winningStakes, 1);
    assert.equal(judged(play('SUM.ODD'), 'ODD', low).winningStakes, 0);
    // Sum exactly 84: 1+2+3+4+17+18+19+20: stake back on big and on small.
    const middle = ['01', '20', '02', '19', '03', '18', '04', '17'];
    assert.deepEqual(judged(play('SUM.BIG_SMALL'), 'BIG,SMALL', middle), {
      fairMultiple: 0,
      winningStakes: 0,
      tieStakes: 2,
    });
    // First ball 03: small and odd (not big); second 20: big (not odd).
    assert.equal(
      judged(play('TWO_SIDES.POSITION'), 'SMALL,ODD,BIG|BIG,ODD||||||', [
        '03',
        '20',
        '01',
        '02',
        '04',
        '05',
        '06',
        '07',
      ]).winningStakes,
      3,
    );
    // Any 3 of 01,02,03,09: (01,02,03) drawn: C(20,3)/C(8,3) = 1140/56.
    assert.equal(judged(play('ANY.ANY3'), '01,02,03,09', low).fairMultiple, 1140 / 56);
    // Position: 03 first, 08 last: 2 × 20.
    assert.equal(judged(play('POSITION.PICK'), '03,04|||||||08', low).fairMultiple, 40);
  });

  test('bad input is a SelectionError, never another exception', () => {
    const table: [string, string, string][] = [
      ['ANY.ANY2', '01,01', 'duplicate'],
      ['ANY.ANY2', '01,21', 'unknown value'],
      ['ANY.ANY2', '00,01', 'unknown value'],
      ['ANY.ANY2', '01|02', 'rows'],
      ['POSITION.PICK', '01|||||||||', 'rows'],
      ['TWO_SIDES.POSITION', 'big|||||||', 'unknown value'],
      ['TWO_SIDES.POSITION', 'BIG,BIG|||||||', 'duplicate'],
      ['SUM.BIG_SMALL', '', 'too few'],
      ['SUM.BIG_SMALL', 'ODD', 'unknown value'],
      ['SUM.ODD', 'EVEN', 'unknown value'],
      ['SUM.EVEN', 'EVEN|EVEN', 'rows'],
    ];
    for (const [code, balls, reason] of table) assertRefused(play(code), balls, reason);
  });
});
