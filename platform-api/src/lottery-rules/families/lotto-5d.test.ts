import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFairOverSpace, everyTuple } from '../test-support.js';
import type { Judgement } from '../types.js';
import { DIGITS } from './board-rows.js';
import { lotto5d } from './lotto-5d.js';
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

// LOTTO5D against its complete result space: all 100,000 five-digit results, once each.
const SPACE = [...everyTuple(DIGITS, 5)];
const play = (code: string) => playByCode(lotto5d, `LOTTO5D.${code}`);
const r = (digits: string) => digits.split('');

// Brute-force counts, from each play's definition of a combination, not from its code.
const directCount = (balls: string) => {
  const rows = rowsOf(balls);
  // Five rows: the space already built (enumerating it again costs 100,000 arrays).
  const tuples = rows.length === 5 ? SPACE : everyTuple(DIGITS, rows.length);
  return distinctKeys(tuples, (t) => (t.every((d, i) => rows[i]!.includes(d)) ? t.join('') : null));
};
/** Combinations of `length` digits, all chosen, with `different` different digits, any order. */
const groupCount = (balls: string, length: number, different: number) => {
  const chosen = balls.split(',');
  return distinctKeys(everyTuple(DIGITS, length), (t) =>
    new Set(t).size === different && t.every((d) => chosen.includes(d))
      ? [...t].sort().join('')
      : null,
  );
};
/** Row-by-row plays: a combination is one (row, value) chosen. */
const perRowCount = (balls: string) =>
  rowsOf(balls).reduce((total, row) => total + new Set(row).size, 0);

const SELECTIONS: Record<string, readonly [balls: string, count: () => number][]> = {
  'STAR5.DIRECT': [
    ['0|0|0|0|0', () => directCount('0|0|0|0|0')],
    ['0,1|2|3,4,5|6|7,8,9,0', () => directCount('0,1|2|3,4,5|6|7,8,9,0')],
    ['9,8,7,6,5,4,3,2,1,0|0|1,2|3|4', () => directCount('9,8,7,6,5,4,3,2,1,0|0|1,2|3|4')],
  ],
  'FRONT3.DIRECT': [
    ['1|2|3', () => directCount('1|2|3')],
    ['0,1,2,3,4,5,6,7,8,9|5,6|7', () => directCount('0,1,2,3,4,5,6,7,8,9|5,6|7')],
  ],
  'MIDDLE3.DIRECT': [['4,5|0,9|1,2,3', () => directCount('4,5|0,9|1,2,3')]],
  'BACK3.DIRECT': [['7|7|7,8', () => directCount('7|7|7,8')]],
  'FRONT2.DIRECT': [
    ['1|2', () => directCount('1|2')],
    ['0,2,4,6,8|1,3,5,7,9', () => directCount('0,2,4,6,8|1,3,5,7,9')],
  ],
  'BACK2.DIRECT': [['0,1,2,3,4,5,6,7,8,9|3', () => directCount('0,1,2,3,4,5,6,7,8,9|3')]],
  'FRONT3.GROUP3': [
    ['1,2', () => groupCount('1,2', 3, 2)],
    ['0,5,9', () => groupCount('0,5,9', 3, 2)],
    ['0,1,2,3,4,5,6,7,8,9', () => groupCount('0,1,2,3,4,5,6,7,8,9', 3, 2)],
  ],
  'MIDDLE3.GROUP3': [['3,4,5,6', () => groupCount('3,4,5,6', 3, 2)]],
  'BACK3.GROUP3': [['9,8', () => groupCount('9,8', 3, 2)]],
  'FRONT3.GROUP6': [
    ['1,2,3', () => groupCount('1,2,3', 3, 3)],
    ['0,2,4,6,8', () => groupCount('0,2,4,6,8', 3, 3)],
    ['0,1,2,3,4,5,6,7,8,9', () => groupCount('0,1,2,3,4,5,6,7,8,9', 3, 3)],
  ],
  'MIDDLE3.GROUP6': [['5,1,7,3', () => groupCount('5,1,7,3', 3, 3)]],
  'BACK3.GROUP6': [['0,9,4,5,6,7', () => groupCount('0,9,4,5,6,7', 3, 3)]],
  'FRONT2.GROUP': [
    ['1,2', () => groupCount('1,2', 2, 2)],
    ['0,1,2,3,4,5,6,7,8,9', () => groupCount('0,1,2,3,4,5,6,7,8,9', 2, 2)],
  ],
  'BACK2.GROUP': [['3,6,9', () => groupCount('3,6,9', 2, 2)]],
  'POSITION.DIGIT': [
    ['1||||', () => perRowCount('1||||')],
    ['||0,9||', () => perRowCount('||0,9||')],
    [
      '0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5,6,7,8,9',
      () => 50,
    ],
    ['1|2|3|4|5', () => perRowCount('1|2|3|4|5')],
  ],
  'TWO_SIDES.POSITION': [
    ['BIG||||', () => perRowCount('BIG||||')],
    [
      'BIG,SMALL,ODD,EVEN|ODD|||SMALL,EVEN',
      () => perRowCount('BIG,SMALL,ODD,EVEN|ODD|||SMALL,EVEN'),
    ],
  ],
  'TWO_SIDES.SUM': [
    ['BIG', () => 1],
    ['SMALL,ODD', () => 2],
    ['BIG,SMALL,ODD,EVEN', () => 4],
  ],
  'DRAGON_TIGER.PICK': [
    ['DRAGON', () => 1],
    ['TIGER,DRAGON', () => 2],
  ],
  'DRAGON_TIGER.TIE': [['TIE', () => 1]],
};

describe('LOTTO5D', () => {
  test('the catalogue: every play listed here and tested, ids in the 1000s', () => {
    assertCatalogue(lotto5d, 1000);
    assert.deepEqual(
      lotto5d.plays.map((p) => p.code.slice('LOTTO5D.'.length)).sort(),
      Object.keys(SELECTIONS).sort(),
    );
  });

  test('counts: each selection holds the combinations a brute-force enumeration finds', () => {
    assert.equal(directCount('0,1|2|3,4,5|6|7,8,9,0'), 24);
    assert.equal(groupCount('0,1,2,3,4,5,6,7,8,9', 3, 2), 90);
    assert.equal(groupCount('0,1,2,3,4,5,6,7,8,9', 3, 3), 120);
    assert.equal(groupCount('3,6,9', 2, 2), 3);
    for (const [code, cases] of Object.entries(SELECTIONS)) {
      for (const [balls, count] of cases) {
        const p = play(code);
        assert.equal(p.count(p.parse(balls)), count(), `${code} "${balls}"`);
      }
    }
  });

  test('fair over all 100,000 results: Tradition pays its count on average, Entertainment wins at p', () => {
    for (const [code, cases] of Object.entries(SELECTIONS)) {
      for (const [balls] of cases) assertFairOverSpace(play(code), balls, SPACE);
    }
  });

  test('odds: 1.98 for the even chances, 1.97 for dragon/tiger (ties refund), 9.90 for the tie', () => {
    assert.equal(play('TWO_SIDES.POSITION').defaultOdds, 1.98);
    assert.equal(play('TWO_SIDES.SUM').defaultOdds, 1.98);
    assert.equal(play('DRAGON_TIGER.PICK').defaultOdds, 1.97);
    assert.equal(play('DRAGON_TIGER.TIE').defaultOdds, 9.9);
    assert.equal(play('DRAGON_TIGER.PICK').probability, 0.45);
    assert.equal(play('DRAGON_TIGER.TIE').probability, 0.1);
    for (const code of [
      'TWO_SIDES.POSITION',
      'TWO_SIDES.SUM',
      'DRAGON_TIGER.PICK',
      'DRAGON_TIGER.TIE',
    ]) {
      for (const [balls] of SELECTIONS[code]!) assertReturnAtMost99(play(code), balls, SPACE);
    }
  });

  test('judging by hand', () => {
    const cases: [code: string, balls: string, result: string, expected: Partial<Judgement>][] = [
      ['STAR5.DIRECT', '1|2|3|4|5', '12345', { fairMultiple: 100_000 }],
      ['STAR5.DIRECT', '1|2|3|4|5', '12346', { fairMultiple: 0 }],
      ['STAR5.DIRECT', '1,9|2|3|4|5,6', '92346', { fairMultiple: 100_000 }],
      ['FRONT3.DIRECT', '1|2|3', '12399', { fairMultiple: 1000 }],
      ['FRONT3.DIRECT', '1|2|3', '21399', { fairMultiple: 0 }],
      ['MIDDLE3.DIRECT', '1|2|3', '91230', { fairMultiple: 1000 }],
      ['BACK3.DIRECT', '1|2|3', '00123', { fairMultiple: 1000 }],
      ['BACK3.DIRECT', '1|2|3', '12300', { fairMultiple: 0 }],
      ['FRONT2.DIRECT', '4|5', '45000', { fairMultiple: 100 }],
      ['BACK2.DIRECT', '4|5', '00054', { fairMultiple: 0 }],
      // Group 3: the pair and the single both chosen, in any order; 1,000 / 3 each.
      ['FRONT3.GROUP3', '1,2', '11299', { fairMultiple: 1000 / 3 }],
      ['FRONT3.GROUP3', '1,2', '21299', { fairMultiple: 1000 / 3 }],
      ['FRONT3.GROUP3', '1,2', '22199', { fairMultiple: 1000 / 3 }],
      ['FRONT3.GROUP3', '1,2', '11199', { fairMultiple: 0 }],
      ['FRONT3.GROUP3', '1,2', '12399', { fairMultiple: 0 }],
      ['FRONT3.GROUP3', '1,2', '11399', { fairMultiple: 0 }],
      ['BACK3.GROUP3', '7,0', '12070', { fairMultiple: 1000 / 3 }],
      // Group 6: three different digits, all chosen; 1,000 / 6.
      ['MIDDLE3.GROUP6', '1,2,3,4', '93129', { fairMultiple: 1000 / 6 }],
      ['MIDDLE3.GROUP6', '1,2,3,4', '93159', { fairMultiple: 0 }],
      ['MIDDLE3.GROUP6', '1,2,3,4', '93139', { fairMultiple: 0 }],
      // Two-digit group: two different digits, both chosen; 100 / 2. A pair wins nothing.
      ['BACK2.GROUP', '3,7', '99973', { fairMultiple: 50 }],
      ['BACK2.GROUP', '3,7', '99933', { fairMultiple: 0 }],
      ['FRONT2.GROUP', '3,7', '37000', { fairMultiple: 50 }],
      // Any position: 10 per digit in its place.
      ['POSITION.DIGIT', '1||||9', '10009', { fairMultiple: 20 }],
      ['POSITION.DIGIT', '1,2||||9', '20008', { fairMultiple: 10 }],
      ['POSITION.DIGIT', '9||||1', '10009', { fairMultiple: 0 }],
      // Two sides per position: 7 is big and odd; 3 small and odd; 0 small and even.
      ['TWO_SIDES.POSITION', 'BIG,ODD||||SMALL', '70003', { winningStakes: 3 }],
      ['TWO_SIDES.POSITION', 'SMALL,EVEN||||BIG', '70003', { winningStakes: 0 }],
      ['TWO_SIDES.POSITION', 'BIG,SMALL,ODD,EVEN||EVEN||', '50000', { winningStakes: 3 }],
      // Sum: 9+9+5+0+0 = 23 is the smallest big sum; 22 the largest small.
      ['TWO_SIDES.SUM', 'BIG,ODD', '99500', { winningStakes: 2 }],
      ['TWO_SIDES.SUM', 'BIG,ODD', '99400', { winningStakes: 0 }],
      ['TWO_SIDES.SUM', 'SMALL,EVEN', '99400', { winningStakes: 2 }],
      ['TWO_SIDES.SUM', 'BIG,SMALL', '00000', { winningStakes: 1 }],
      // Dragon: 1st above 5th; tiger below; equal: dragon and tiger stakes come back.
      ['DRAGON_TIGER.PICK', 'DRAGON', '90000', { winningStakes: 1, tieStakes: 0 }],
      ['DRAGON_TIGER.PICK', 'TIGER', '90000', { winningStakes: 0, tieStakes: 0 }],
      ['DRAGON_TIGER.PICK', 'TIGER', '19992', { winningStakes: 1, tieStakes: 0 }],
      ['DRAGON_TIGER.PICK', 'DRAGON,TIGER', '59995', { winningStakes: 0, tieStakes: 2 }],
      ['DRAGON_TIGER.PICK', 'DRAGON', '00000', { winningStakes: 0, tieStakes: 1 }],
      ['DRAGON_TIGER.TIE', 'TIE', '51235', { winningStakes: 1, tieStakes: 0 }],
      ['DRAGON_TIGER.TIE', 'TIE', '51234', { winningStakes: 0, tieStakes: 0 }],
    ];
    for (const [code, balls, result, expected] of cases) {
      const p = play(code);
      const judgement = p.judge(p.parse(balls), r(result));
      assert.deepEqual(
        judgement,
        { fairMultiple: 0, winningStakes: 0, tieStakes: 0, ...expected },
        `${code} "${balls}" on ${result}`,
      );
    }
  });

  test('malformed selections are refused with SelectionError and a reason', () => {
    assertRefused(play('STAR5.DIRECT'), [
      ['', 'rows'],
      ['1|2|3|4', 'rows'],
      ['1|2|3|4|5|6', 'rows'],
      ['1|2||4|5', 'too few'],
      ['1|2|3|4|5,5', 'duplicate'],
      ['1|2|3|4|10', 'unknown value'],
      ['1|2|3|4|a', 'unknown value'],
      ['1|2|3|4| 5', 'unknown value'],
      ['1|2|3|4|5,', 'unknown value'],
      ['1|2|3|4|,5', 'unknown value'],
      ['1,,2|2|3|4|5', 'unknown value'],
      ['1;2;3;4;5', 'rows'],
      ['１|2|3|4|5', 'unknown value'],
      ['1|2|3|4|' + '5,'.repeat(600), 'too long'],
    ]);
    assertRefused(play('FRONT3.DIRECT'), [
      ['1|2|3|4|5', 'rows'],
      ['1|2', 'rows'],
    ]);
    assertRefused(play('FRONT3.GROUP3'), [
      ['1', 'too few'],
      ['', 'too few'],
      ['1,1', 'duplicate'],
      ['1|2', 'rows'],
      ['1,2,x', 'unknown value'],
    ]);
    assertRefused(play('BACK3.GROUP6'), [
      ['1,2', 'too few'],
      ['1,2,3,3', 'duplicate'],
      ['1,2,3,BIG', 'unknown value'],
    ]);
    assertRefused(play('FRONT2.GROUP'), [
      ['1', 'too few'],
      ['1|2', 'rows'],
    ]);
    assertRefused(play('POSITION.DIGIT'), [
      ['||||', 'too few'],
      ['1|||', 'rows'],
      ['1,1||||', 'duplicate'],
      ['|||||1', 'rows'],
    ]);
    assertRefused(play('TWO_SIDES.POSITION'), [
      ['||||', 'too few'],
      ['BIG,BIG||||', 'duplicate'],
      ['big||||', 'unknown value'],
      ['5||||', 'unknown value'],
      ['BIG', 'rows'],
    ]);
    assertRefused(play('TWO_SIDES.SUM'), [
      ['', 'too few'],
      ['BIG,BIG', 'duplicate'],
      ['BIG|SMALL', 'rows'],
      ['DRAGON', 'unknown value'],
    ]);
    assertRefused(play('DRAGON_TIGER.PICK'), [
      ['', 'too few'],
      ['TIE', 'unknown value'],
      ['DRAGON,DRAGON', 'duplicate'],
      ['DRAGON,TIGER,DRAGON', 'duplicate'],
    ]);
    assertRefused(play('DRAGON_TIGER.TIE'), [
      ['', 'too few'],
      ['TIE,TIE', 'duplicate'],
      ['DRAGON', 'unknown value'],
    ]);
  });

  test('the draw: five below(10) in order, every digit about as often in every position', () => {
    const tallies = drawMany(lotto5d, 2000, (random) =>
      [0, 1, 2, 3, 4].map(() => String(random.below(10))),
    );
    // 200 expected per digit and position; ±70 is over 5 standard deviations.
    assertEvenSpread(tallies, DIGITS, 2000, 70);
  });

  test('isResult takes five digits and nothing else', () => {
    assert.ok(lotto5d.isResult(r('01234')));
    for (const bad of [
      r('0123'),
      r('012345'),
      ['0', '1', '2', '3', '10'],
      ['0', '1', '2', '3', 'a'],
      [],
    ]) {
      assert.equal(lotto5d.isResult(bad), false, bad.join(','));
    }
  });
});
