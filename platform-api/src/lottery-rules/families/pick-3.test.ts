import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFairOverSpace, everyTuple } from '../test-support.js';
import type { Judgement } from '../types.js';
import { DIGITS } from './board-rows.js';
import { pick3 } from './pick-3.js';
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

// PICK3 against its complete result space: all 1,000 three-digit results, once each.
const SPACE = [...everyTuple(DIGITS, 3)];
const play = (code: string) => playByCode(pick3, `PICK3.${code}`);
const r = (digits: string) => digits.split('');
const ALL = '0,1,2,3,4,5,6,7,8,9';

// Brute-force counts, from each play's definition of a combination, not from its code.
const directCount = (balls: string) => {
  const rows = rowsOf(balls);
  return distinctKeys(SPACE, (t) => (t.every((d, i) => rows[i]!.includes(d)) ? t.join('') : null));
};
/** Three chosen digits with `different` different ones, order-free. */
const groupCount = (balls: string, different: number) => {
  const chosen = balls.split(',');
  return distinctKeys(SPACE, (t) =>
    new Set(t).size === different && t.every((d) => chosen.includes(d))
      ? [...t].sort().join('')
      : null,
  );
};
const perRowCount = (balls: string) =>
  rowsOf(balls).reduce((total, row) => total + new Set(row).size, 0);

const SELECTIONS: Record<string, readonly string[]> = {
  'STAR3.DIRECT': ['1|2|3', `${ALL}|${ALL}|${ALL}`, '0,5|1,6,9|2'],
  'STAR3.GROUP3': ['1,2', '0,4,8', ALL],
  'STAR3.GROUP6': ['1,2,3', '2,3,5,7', ALL],
  'POSITION.DIGIT': ['1||', '|0,9|', '1,2|3,4|5,6', `${ALL}|${ALL}|${ALL}`],
  'TWO_SIDES.SUM': ['BIG', 'SMALL,EVEN', 'BIG,SMALL,ODD,EVEN'],
};
const COUNTS: Record<string, (balls: string) => number> = {
  'STAR3.DIRECT': directCount,
  'STAR3.GROUP3': (balls) => groupCount(balls, 2),
  'STAR3.GROUP6': (balls) => groupCount(balls, 3),
  'POSITION.DIGIT': perRowCount,
  'TWO_SIDES.SUM': perRowCount,
};

describe('PICK3', () => {
  test('the catalogue: every play listed here and tested, ids in the 2000s', () => {
    assertCatalogue(pick3, 2000);
    assert.deepEqual(
      pick3.plays.map((p) => p.code.slice('PICK3.'.length)).sort(),
      Object.keys(SELECTIONS).sort(),
    );
  });

  test('counts: each selection holds the combinations a brute-force enumeration finds', () => {
    assert.equal(directCount('0,5|1,6,9|2'), 6);
    assert.equal(groupCount(ALL, 2), 90);
    assert.equal(groupCount('2,3,5,7', 3), 4);
    for (const [code, selections] of Object.entries(SELECTIONS)) {
      for (const balls of selections) {
        const p = play(code);
        assert.equal(p.count(p.parse(balls)), COUNTS[code]!(balls), `${code} "${balls}"`);
      }
    }
  });

  test('fair over all 1,000 results', () => {
    for (const [code, selections] of Object.entries(SELECTIONS)) {
      for (const balls of selections) assertFairOverSpace(play(code), balls, SPACE);
    }
  });

  test('odds: big/small/odd/even of the sum pay 1.98 and keep 1%', () => {
    assert.equal(play('TWO_SIDES.SUM').probability, 0.5);
    assert.equal(play('TWO_SIDES.SUM').defaultOdds, 1.98);
    for (const balls of SELECTIONS['TWO_SIDES.SUM']!) {
      assertReturnAtMost99(play('TWO_SIDES.SUM'), balls, SPACE);
    }
  });

  test('judging by hand', () => {
    const cases: [code: string, balls: string, result: string, expected: Partial<Judgement>][] = [
      ['STAR3.DIRECT', '1|2|3', '123', { fairMultiple: 1000 }],
      ['STAR3.DIRECT', '1|2|3', '321', { fairMultiple: 0 }],
      ['STAR3.DIRECT', '0,5|1,6,9|2', '592', { fairMultiple: 1000 }],
      ['STAR3.GROUP3', '1,2', '121', { fairMultiple: 1000 / 3 }],
      ['STAR3.GROUP3', '1,2', '221', { fairMultiple: 1000 / 3 }],
      ['STAR3.GROUP3', '1,2', '111', { fairMultiple: 0 }],
      ['STAR3.GROUP3', '1,2', '113', { fairMultiple: 0 }],
      ['STAR3.GROUP6', '1,2,3', '312', { fairMultiple: 1000 / 6 }],
      ['STAR3.GROUP6', '1,2,3', '112', { fairMultiple: 0 }],
      ['STAR3.GROUP6', '1,2,3', '124', { fairMultiple: 0 }],
      ['POSITION.DIGIT', '1|2|3', '123', { fairMultiple: 30 }],
      ['POSITION.DIGIT', '1|2|3', '321', { fairMultiple: 10 }],
      ['POSITION.DIGIT', '1||', '012', { fairMultiple: 0 }],
      // 9+4+1 = 14 is the smallest big sum; 13 the largest small.
      ['TWO_SIDES.SUM', 'BIG,EVEN', '941', { winningStakes: 2 }],
      ['TWO_SIDES.SUM', 'BIG,EVEN', '940', { winningStakes: 0 }],
      ['TWO_SIDES.SUM', 'SMALL,ODD', '940', { winningStakes: 2 }],
      ['TWO_SIDES.SUM', 'BIG,SMALL,ODD,EVEN', '999', { winningStakes: 2 }],
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
    assertRefused(play('STAR3.DIRECT'), [
      ['', 'rows'],
      ['1|2', 'rows'],
      ['1|2|3|4', 'rows'],
      ['1||3', 'too few'],
      ['1|2,2|3', 'duplicate'],
      ['1|2|10', 'unknown value'],
      ['1|2|-1', 'unknown value'],
      ['1|2|3,', 'unknown value'],
    ]);
    assertRefused(play('STAR3.GROUP3'), [
      ['1', 'too few'],
      ['1,2,1', 'duplicate'],
      ['1,2|3', 'rows'],
    ]);
    assertRefused(play('STAR3.GROUP6'), [
      ['1,2', 'too few'],
      ['1,2,3,4,5,6,7,8,9,0,1', 'duplicate'],
    ]);
    assertRefused(play('POSITION.DIGIT'), [
      ['||', 'too few'],
      ['1|2|3|4|5', 'rows'],
      ['1|1,1|', 'duplicate'],
    ]);
    assertRefused(play('TWO_SIDES.SUM'), [
      ['', 'too few'],
      ['ODD,ODD', 'duplicate'],
      ['BIG,TIE', 'unknown value'],
      ['BIG|', 'rows'],
    ]);
  });

  test('the draw: three below(10) in order, every digit about as often in every position', () => {
    const tallies = drawMany(pick3, 2000, (random) =>
      [0, 1, 2].map(() => String(random.below(10))),
    );
    assertEvenSpread(tallies, DIGITS, 2000, 70);
  });

  test('isResult takes three digits and nothing else', () => {
    assert.ok(pick3.isResult(r('907')));
    for (const bad of [r('12'), r('1234'), ['1', '2', '03'], ['1', '2', ' '], []]) {
      assert.equal(pick3.isResult(bad), false, bad.join(','));
    }
  });
});
