import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFairOverSpace, everyTuple } from '../test-support.js';
import type { Judgement } from '../types.js';
import { DIGITS } from './board-rows.js';
import { lucky28 } from './lucky-28.js';
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

// LUCKY28 against its complete result space: all 1,000 three-digit results, once each.
const SPACE = [...everyTuple(DIGITS, 3)];
const play = (code: string) => playByCode(lucky28, `LUCKY28.${code}`);
const r = (digits: string) => digits.split('');
const sum = (t: readonly string[]) => t.reduce((total, digit) => total + Number(digit), 0);
const ALL_SUMS = Array.from({ length: 28 }, (_, s) => String(s)).join(',');

const SELECTIONS: Record<string, readonly string[]> = {
  'SUM.VALUE': ['0', '13,14', '27,1,26', ALL_SUMS],
  'TWO_SIDES.SUM': ['BIG', 'SMALL,ODD', 'BIG,SMALL,ODD,EVEN'],
  'COMBO.BIG_ODD_SMALL_EVEN': ['BIG_ODD', 'SMALL_EVEN', 'SMALL_EVEN,BIG_ODD'],
  'COMBO.BIG_EVEN_SMALL_ODD': ['BIG_EVEN', 'SMALL_ODD', 'BIG_EVEN,SMALL_ODD'],
  'SHAPE.TRIPLE': ['TRIPLE'],
  'SHAPE.PAIR': ['PAIR'],
  'SHAPE.STRAIGHT': ['STRAIGHT'],
};

// Brute-force counts: the different chosen sums the results make, else one per option.
const COUNTS: Record<string, (balls: string) => number> = {
  'SUM.VALUE': (balls) =>
    distinctKeys(SPACE, (t) =>
      rowsOf(balls)[0]!.includes(String(sum(t))) ? String(sum(t)) : null,
    ),
};
const optionCount = (balls: string) => rowsOf(balls)[0]!.length;

/**
 * Each Entertainment option's winning results, by its definition written out plainly here
 * (not by the module's code): the play's probability must be their share of the 1,000.
 */
const sorted = (t: readonly string[]) =>
  [...t]
    .map(Number)
    .sort((a, b) => a - b)
    .join('');
const STRAIGHTS = ['012', '123', '234', '345', '456', '567', '678', '789', '089', '019'];
const WINS: Record<string, (t: readonly string[]) => boolean> = {
  BIG: (t) => sum(t) >= 14,
  SMALL: (t) => sum(t) <= 13,
  ODD: (t) => sum(t) % 2 === 1,
  EVEN: (t) => sum(t) % 2 === 0,
  BIG_ODD: (t) => sum(t) >= 14 && sum(t) % 2 === 1,
  SMALL_EVEN: (t) => sum(t) <= 13 && sum(t) % 2 === 0,
  BIG_EVEN: (t) => sum(t) >= 14 && sum(t) % 2 === 0,
  SMALL_ODD: (t) => sum(t) <= 13 && sum(t) % 2 === 1,
  TRIPLE: (t) => t[0] === t[1] && t[1] === t[2],
  PAIR: (t) => new Set(t).size === 2,
  STRAIGHT: (t) => STRAIGHTS.includes(sorted(t)),
};

describe('LUCKY28', () => {
  test('the catalogue: every play listed here and tested, ids in the 8000s', () => {
    assertCatalogue(lucky28, 8000);
    assert.deepEqual(
      lucky28.plays.map((p) => p.code.slice('LUCKY28.'.length)).sort(),
      Object.keys(SELECTIONS).sort(),
    );
  });

  test('counts: each selection holds the combinations a brute-force enumeration finds', () => {
    assert.equal(COUNTS['SUM.VALUE']!(ALL_SUMS), 28);
    for (const [code, selections] of Object.entries(SELECTIONS)) {
      for (const balls of selections) {
        const p = play(code);
        assert.equal(
          p.count(p.parse(balls)),
          (COUNTS[code] ?? optionCount)(balls),
          `${code} "${balls}"`,
        );
      }
    }
  });

  test('fair over all 1,000 results', () => {
    for (const [code, selections] of Object.entries(SELECTIONS)) {
      for (const balls of selections) assertFairOverSpace(play(code), balls, SPACE);
    }
  });

  test('each option of a play wins in the share of results its definition gives', () => {
    const shares: [code: string, options: string[], wins: number][] = [
      ['TWO_SIDES.SUM', ['BIG', 'SMALL', 'ODD', 'EVEN'], 500],
      ['COMBO.BIG_ODD_SMALL_EVEN', ['BIG_ODD', 'SMALL_EVEN'], 231],
      ['COMBO.BIG_EVEN_SMALL_ODD', ['BIG_EVEN', 'SMALL_ODD'], 269],
      ['SHAPE.TRIPLE', ['TRIPLE'], 10],
      ['SHAPE.PAIR', ['PAIR'], 270],
      ['SHAPE.STRAIGHT', ['STRAIGHT'], 60],
    ];
    for (const [code, options, wins] of shares) {
      const p = play(code);
      assert.equal(p.probability, wins / 1000, code);
      for (const option of options) {
        assert.equal(SPACE.filter(WINS[option]!).length, wins, option);
        const selection = p.parse(option);
        for (const t of SPACE) {
          const won = p.judge(selection, t).winningStakes === 1;
          assert.equal(won, WINS[option]!(t), `${option} on ${t.join('')}`);
        }
      }
    }
  });

  test('odds: 99% of 1 / p in whole cents', () => {
    const odds: [code: string, defaultOdds: number][] = [
      ['TWO_SIDES.SUM', 1.98],
      ['COMBO.BIG_ODD_SMALL_EVEN', 4.28],
      ['COMBO.BIG_EVEN_SMALL_ODD', 3.68],
      ['SHAPE.TRIPLE', 99],
      ['SHAPE.PAIR', 3.66],
      ['SHAPE.STRAIGHT', 16.5],
    ];
    for (const [code, defaultOdds] of odds) {
      assert.equal(play(code).defaultOdds, defaultOdds, code);
      for (const balls of SELECTIONS[code]!) assertReturnAtMost99(play(code), balls, SPACE);
    }
  });

  test('judging by hand', () => {
    const cases: [code: string, balls: string, result: string, expected: Partial<Judgement>][] = [
      // 75 of 1,000 results sum to 13 (and to 14); one each to 0 and 27.
      ['SUM.VALUE', '13', '445', { fairMultiple: 1000 / 75 }],
      ['SUM.VALUE', '13,14', '950', { fairMultiple: 1000 / 75 }],
      ['SUM.VALUE', '0', '000', { fairMultiple: 1000 }],
      ['SUM.VALUE', '27', '999', { fairMultiple: 1000 }],
      ['SUM.VALUE', '26', '999', { fairMultiple: 0 }],
      ['TWO_SIDES.SUM', 'BIG,EVEN', '941', { winningStakes: 2 }],
      ['TWO_SIDES.SUM', 'BIG,EVEN', '940', { winningStakes: 0 }],
      ['TWO_SIDES.SUM', 'SMALL,ODD', '940', { winningStakes: 2 }],
      ['COMBO.BIG_ODD_SMALL_EVEN', 'BIG_ODD', '951', { winningStakes: 1 }],
      ['COMBO.BIG_ODD_SMALL_EVEN', 'BIG_ODD', '941', { winningStakes: 0 }],
      ['COMBO.BIG_ODD_SMALL_EVEN', 'BIG_ODD,SMALL_EVEN', '000', { winningStakes: 1 }],
      ['COMBO.BIG_EVEN_SMALL_ODD', 'BIG_EVEN', '941', { winningStakes: 1 }],
      ['COMBO.BIG_EVEN_SMALL_ODD', 'SMALL_ODD', '940', { winningStakes: 1 }],
      ['COMBO.BIG_EVEN_SMALL_ODD', 'SMALL_ODD', '951', { winningStakes: 0 }],
      ['SHAPE.TRIPLE', 'TRIPLE', '777', { winningStakes: 1 }],
      ['SHAPE.TRIPLE', 'TRIPLE', '778', { winningStakes: 0 }],
      ['SHAPE.PAIR', 'PAIR', '778', { winningStakes: 1 }],
      ['SHAPE.PAIR', 'PAIR', '787', { winningStakes: 1 }],
      ['SHAPE.PAIR', 'PAIR', '877', { winningStakes: 1 }],
      ['SHAPE.PAIR', 'PAIR', '777', { winningStakes: 0 }],
      ['SHAPE.PAIR', 'PAIR', '789', { winningStakes: 0 }],
      // Straights in any order, 9 and 0 adjacent: 890 and 901 count, 902 does not.
      ['SHAPE.STRAIGHT', 'STRAIGHT', '789', { winningStakes: 1 }],
      ['SHAPE.STRAIGHT', 'STRAIGHT', '978', { winningStakes: 1 }],
      ['SHAPE.STRAIGHT', 'STRAIGHT', '201', { winningStakes: 1 }],
      ['SHAPE.STRAIGHT', 'STRAIGHT', '890', { winningStakes: 1 }],
      ['SHAPE.STRAIGHT', 'STRAIGHT', '019', { winningStakes: 1 }],
      ['SHAPE.STRAIGHT', 'STRAIGHT', '902', { winningStakes: 0 }],
      ['SHAPE.STRAIGHT', 'STRAIGHT', '135', { winningStakes: 0 }],
      ['SHAPE.STRAIGHT', 'STRAIGHT', '112', { winningStakes: 0 }],
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
      ['28', 'unknown value'],
      ['-1', 'unknown value'],
      ['00', 'unknown value'],
      ['1,1', 'duplicate'],
      ['1|2', 'rows'],
    ]);
    assertRefused(play('TWO_SIDES.SUM'), [
      ['', 'too few'],
      ['BIG_ODD', 'unknown value'],
      ['EVEN,EVEN', 'duplicate'],
    ]);
    assertRefused(play('COMBO.BIG_ODD_SMALL_EVEN'), [
      ['BIG_EVEN', 'unknown value'],
      ['BIG_ODD,BIG_ODD', 'duplicate'],
      ['', 'too few'],
    ]);
    assertRefused(play('COMBO.BIG_EVEN_SMALL_ODD'), [['BIG_ODD', 'unknown value']]);
    assertRefused(play('SHAPE.TRIPLE'), [
      ['PAIR', 'unknown value'],
      ['TRIPLE,TRIPLE', 'duplicate'],
      ['TRIPLE|', 'rows'],
    ]);
    assertRefused(play('SHAPE.STRAIGHT'), [['', 'too few']]);
  });

  test('the draw: three below(10) in order, every digit about as often in every position', () => {
    const tallies = drawMany(lucky28, 2000, (random) =>
      [0, 1, 2].map(() => String(random.below(10))),
    );
    assertEvenSpread(tallies, DIGITS, 2000, 70);
  });

  test('isResult takes three digits and nothing else', () => {
    assert.ok(lucky28.isResult(r('000')));
    for (const bad of [r('00'), r('0000'), ['1', '2', '27'], []]) {
      assert.equal(lucky28.isResult(bad), false, bad.join(','));
    }
  });
});
