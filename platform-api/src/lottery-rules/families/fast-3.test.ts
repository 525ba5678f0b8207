import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFairOverSpace, everyTuple } from '../test-support.js';
import type { Judgement } from '../types.js';
import { DICE } from './dice-results.js';
import { fast3 } from './fast-3.js';
import {
  assertCatalogue,
  assertEvenSpread,
  assertRefused,
  assertReturnAtMost99,
  distinctKeys,
  drawMany,
  playByCode,
  rowsOf,
} from './test-checks.js';

// FAST3 against its complete result space: all 216 rolls of three dice, once each.
const SPACE = [...everyTuple(DICE, 3)];
const play = (code: string) => playByCode(fast3, `FAST3.${code}`);
const r = (dice: string) => dice.split('');
const sum = (t: readonly string[]) => t.reduce((total, die) => total + Number(die), 0);

// Brute-force counts: the different winning patterns of the rolls a selection covers.
const chosenOf = (balls: string) => rowsOf(balls)[0]!;
const COUNTS: Record<string, (balls: string) => number> = {
  'SUM.VALUE': (balls) =>
    distinctKeys(SPACE, (t) => (chosenOf(balls).includes(String(sum(t))) ? String(sum(t)) : null)),
  'TRIPLE.ANY': () => distinctKeys(SPACE, (t) => (new Set(t).size === 1 ? 'any triple' : null)),
  'TRIPLE.SPECIFIC': (balls) =>
    distinctKeys(SPACE, (t) =>
      new Set(t).size === 1 && chosenOf(balls).includes(t[0]!) ? t.join('') : null,
    ),
  // The value shown at least twice.
  'PAIR.SPECIFIC': (balls) =>
    distinctKeys(SPACE, (t) => {
      const twice = t.find((die, i) => t.indexOf(die) !== i);
      return twice !== undefined && chosenOf(balls).includes(twice) ? twice : null;
    }),
  'DIFFERENT.THREE': (balls) =>
    distinctKeys(SPACE, (t) =>
      new Set(t).size === 3 && t.every((die) => chosenOf(balls).includes(die))
        ? [...t].sort().join('')
        : null,
    ),
  'DIFFERENT.TWO': (balls) =>
    distinctKeys(everyTuple(DICE, 2), (t) =>
      t[0] !== t[1] && t.every((die) => chosenOf(balls).includes(die))
        ? [...t].sort().join('')
        : null,
    ),
  'TWO_SIDES.SUM': (balls) => chosenOf(balls).length,
};

const SELECTIONS: Record<string, readonly string[]> = {
  'SUM.VALUE': ['3', '10,11', '3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18', '18,4,17'],
  'TRIPLE.ANY': ['ANY_TRIPLE'],
  'TRIPLE.SPECIFIC': ['1', '2,4,6', '1,2,3,4,5,6'],
  'PAIR.SPECIFIC': ['6', '1,3', '1,2,3,4,5,6'],
  'DIFFERENT.THREE': ['1,2,3', '2,3,5,6', '1,2,3,4,5,6'],
  'DIFFERENT.TWO': ['1,2', '1,4,6', '1,2,3,4,5,6'],
  'TWO_SIDES.SUM': ['BIG', 'ODD,SMALL', 'BIG,SMALL,ODD,EVEN'],
};

describe('FAST3', () => {
  test('the catalogue: every play listed here and tested, ids in the 3000s', () => {
    assertCatalogue(fast3, 3000);
    assert.deepEqual(
      fast3.plays.map((p) => p.code.slice('FAST3.'.length)).sort(),
      Object.keys(SELECTIONS).sort(),
    );
  });

  test('counts: each selection holds the combinations a brute-force enumeration finds', () => {
    assert.equal(COUNTS['DIFFERENT.THREE']!('1,2,3,4,5,6'), 20);
    assert.equal(COUNTS['DIFFERENT.TWO']!('1,2,3,4,5,6'), 15);
    assert.equal(COUNTS['PAIR.SPECIFIC']!('1,3'), 2);
    for (const [code, selections] of Object.entries(SELECTIONS)) {
      for (const balls of selections) {
        const p = play(code);
        assert.equal(p.count(p.parse(balls)), COUNTS[code]!(balls), `${code} "${balls}"`);
      }
    }
  });

  test('fair over all 216 rolls: each sum and pattern pays 1 / its own probability', () => {
    for (const [code, selections] of Object.entries(SELECTIONS)) {
      for (const balls of selections) assertFairOverSpace(play(code), balls, SPACE);
    }
  });

  test('two sides of the sum: 105 of 216 each (a triple loses), paid 1.98 as the field does', () => {
    const p = play('TWO_SIDES.SUM');
    assert.equal(p.probability, 105 / 216);
    assert.equal(p.defaultOdds, 1.98);
    for (const option of ['BIG', 'SMALL', 'ODD', 'EVEN']) {
      assertFairOverSpace(p, option, SPACE);
      assertReturnAtMost99(p, option, SPACE);
    }
  });

  test('judging by hand', () => {
    const cases: [code: string, balls: string, result: string, expected: Partial<Judgement>][] = [
      // 27 of the 216 rolls sum to 10; one (1 1 1) to 3; three to 4.
      ['SUM.VALUE', '10', '433', { fairMultiple: 216 / 27 }],
      ['SUM.VALUE', '10,11', '146', { fairMultiple: 216 / 27 }],
      ['SUM.VALUE', '10,11', '253', { fairMultiple: 216 / 27 }],
      ['SUM.VALUE', '10,11', '166', { fairMultiple: 0 }],
      ['SUM.VALUE', '10,11', '666', { fairMultiple: 0 }],
      ['SUM.VALUE', '3', '111', { fairMultiple: 216 }],
      ['SUM.VALUE', '3,4', '211', { fairMultiple: 72 }],
      ['TRIPLE.ANY', 'ANY_TRIPLE', '222', { fairMultiple: 36 }],
      ['TRIPLE.ANY', 'ANY_TRIPLE', '223', { fairMultiple: 0 }],
      ['TRIPLE.SPECIFIC', '6', '666', { fairMultiple: 216 }],
      ['TRIPLE.SPECIFIC', '5,6', '555', { fairMultiple: 216 }],
      ['TRIPLE.SPECIFIC', '6', '555', { fairMultiple: 0 }],
      ['TRIPLE.SPECIFIC', '6', '665', { fairMultiple: 0 }],
      // At least two of the value: 16 rolls of 216 (the triple among them).
      ['PAIR.SPECIFIC', '1', '112', { fairMultiple: 13.5 }],
      ['PAIR.SPECIFIC', '1', '121', { fairMultiple: 13.5 }],
      ['PAIR.SPECIFIC', '1', '211', { fairMultiple: 13.5 }],
      ['PAIR.SPECIFIC', '1', '111', { fairMultiple: 13.5 }],
      ['PAIR.SPECIFIC', '2', '112', { fairMultiple: 0 }],
      ['PAIR.SPECIFIC', '1,2,3', '123', { fairMultiple: 0 }],
      ['DIFFERENT.THREE', '1,2,3,4', '312', { fairMultiple: 36 }],
      ['DIFFERENT.THREE', '1,2,3,4', '112', { fairMultiple: 0 }],
      ['DIFFERENT.THREE', '1,2,3,4', '125', { fairMultiple: 0 }],
      // A pair of values wins in 30 of 216 rolls; 3 1 2 shows all three pairs of 1, 2, 3.
      ['DIFFERENT.TWO', '1,2,3', '312', { fairMultiple: 3 * (216 / 30) }],
      ['DIFFERENT.TWO', '1,2,3', '112', { fairMultiple: 216 / 30 }],
      ['DIFFERENT.TWO', '1,2,3', '126', { fairMultiple: 216 / 30 }],
      ['DIFFERENT.TWO', '1,2', '221', { fairMultiple: 216 / 30 }],
      ['DIFFERENT.TWO', '1,2,3', '156', { fairMultiple: 0 }],
      ['DIFFERENT.TWO', '1,2,3', '111', { fairMultiple: 0 }],
      // 11 is the smallest big sum, 10 the largest small; triples lose every option.
      ['TWO_SIDES.SUM', 'BIG,ODD', '551', { winningStakes: 2 }],
      ['TWO_SIDES.SUM', 'BIG,ODD', '136', { winningStakes: 0 }],
      ['TWO_SIDES.SUM', 'SMALL,EVEN', '136', { winningStakes: 2 }],
      ['TWO_SIDES.SUM', 'BIG,ODD', '665', { winningStakes: 2 }],
      ['TWO_SIDES.SUM', 'BIG,SMALL,ODD,EVEN', '444', { winningStakes: 0 }],
      ['TWO_SIDES.SUM', 'BIG,SMALL,ODD,EVEN', '111', { winningStakes: 0 }],
      ['TWO_SIDES.SUM', 'SMALL', '112', { winningStakes: 1 }],
    ];
    for (const [code, balls, result, expected] of cases) {
      const p = play(code);
      assert.deepEqual(
        p.judge(p.parse(balls), r(result)),
        { fairMultiple: 0, winningStakes: 0, tieStakes: 0, ...expected },
        `${code} "${balls}" on ${result}`,
      );
    }
  });

  test('malformed selections are refused with SelectionError and a reason', () => {
    assertRefused(play('SUM.VALUE'), [
      ['', 'too few'],
      ['2', 'unknown value'],
      ['19', 'unknown value'],
      ['03', 'unknown value'],
      ['10,10', 'duplicate'],
      ['10|11', 'rows'],
    ]);
    assertRefused(play('TRIPLE.ANY'), [
      ['', 'too few'],
      ['111', 'unknown value'],
      ['ANY_TRIPLE,ANY_TRIPLE', 'duplicate'],
    ]);
    assertRefused(play('TRIPLE.SPECIFIC'), [
      ['0', 'unknown value'],
      ['7', 'unknown value'],
      ['1,1', 'duplicate'],
      ['', 'too few'],
    ]);
    assertRefused(play('PAIR.SPECIFIC'), [
      ['11', 'unknown value'],
      ['1|2', 'rows'],
    ]);
    assertRefused(play('DIFFERENT.THREE'), [
      ['1,2', 'too few'],
      ['1,2,2', 'duplicate'],
      ['1,2,3,4,5,6,7', 'unknown value'],
    ]);
    assertRefused(play('DIFFERENT.TWO'), [
      ['1', 'too few'],
      ['1,1', 'duplicate'],
    ]);
    assertRefused(play('TWO_SIDES.SUM'), [
      ['', 'too few'],
      ['BIG,BIG', 'duplicate'],
      ['TRIPLE', 'unknown value'],
    ]);
  });

  test('the draw: three dice of 1 + below(6), every value about as often in every position', () => {
    const tallies = drawMany(fast3, 2000, (random) =>
      [0, 1, 2].map(() => String(1 + random.below(6))),
    );
    // 333 expected per value and position; ±90 is over 5 standard deviations.
    assertEvenSpread(tallies, DICE, 2000, 90);
  });

  test('isResult takes three dice and nothing else', () => {
    assert.ok(fast3.isResult(r('166')));
    for (const bad of [r('16'), r('1666'), r('106'), r('176'), ['1', '6', '06'], []]) {
      assert.equal(fast3.isResult(bad), false, bad.join(','));
    }
  });
});
