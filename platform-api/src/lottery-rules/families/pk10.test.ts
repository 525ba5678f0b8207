import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFairOverSpace } from '../test-support.js';
import type { Judgement } from '../types.js';
import { CARS } from './car-results.js';
import { pk10 } from './pk10.js';
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

// PK10's result space is the 10! = 3,628,800 finishing orders, too many to judge per selection.
// Every play reads only some places (a position row its place, 1st+2nd sum places 1 and 2, a
// dragon/tiger row its two places), and in a uniformly random order the cars in any k given
// places are a uniformly random ordered k-tuple of different cars. So judging every ordered
// k-tuple in the places a selection reads, once each (the other places filled with the
// remaining cars in order), is the exact distribution that selection sees: the means below are
// exact, not sampled.
function* everyOrderOf(places: readonly number[]): Generator<string[]> {
  const cars: number[] = [];
  function* place(k: number): Generator<string[]> {
    if (k === places.length) {
      const rest = CARS.filter((_, i) => !cars.includes(i));
      const result = new Array<string>(10);
      places.forEach((p, i) => (result[p] = CARS[cars[i]!]!));
      for (let p = 0, next = 0; p < 10; p += 1)
        if (result[p] === undefined) result[p] = rest[next++]!;
      yield result;
      return;
    }
    for (let car = 0; car < 10; car += 1) {
      if (cars.includes(car)) continue;
      cars.push(car);
      yield* place(k + 1);
      cars.pop();
    }
  }
  yield* place(0);
}

/**
 * Position pick and two sides per place add up place by place (each row is judged on its own
 * place), so their mean over all orders is the sum of the places' means. The ten rotations of
 * one order put every car in every place exactly once: exact for those plays on all ten rows.
 */
const ROTATIONS = Array.from({ length: 10 }, (_, k) =>
  Array.from({ length: 10 }, (_, p) => CARS[(p + k) % 10]!),
);

const play = (code: string) => playByCode(pk10, `PK10.${code}`);
const rowsText = (rows: Record<number, string>, count: number) =>
  Array.from({ length: count }, (_, i) => rows[i] ?? '').join('|');
const ALL_CARS = CARS.join(',');

/** The places a selection's non-empty rows read. */
const DUELS = [
  [0, 9],
  [1, 8],
  [2, 7],
  [3, 6],
  [4, 5],
];
const placesRead = (code: string, balls: string): number[] => {
  const rows = rowsOf(balls);
  if (code === 'TOP2_SUM.VALUE') return [0, 1];
  const used = rows.flatMap((row, i) => (row.length > 0 ? [i] : []));
  return code === 'DRAGON_TIGER.PICK' ? used.flatMap((i) => DUELS[i]!) : used;
};

// Brute-force counts: the different (row, value) pairs chosen, or the sums the 90 ordered
// pairs of 1st and 2nd make among those chosen.
const perRowCount = (balls: string) =>
  distinctKeys(
    rowsOf(balls).flatMap((row, i) => row.map((value) => [String(i), value])),
    (pair) => pair.join(':'),
  );
const COUNTS: Record<string, (balls: string) => number> = {
  'POSITION.PICK': perRowCount,
  'TOP2_SUM.VALUE': (balls) =>
    distinctKeys(everyOrderOf([0, 1]), (t) => {
      const sum = String(Number(t[0]) + Number(t[1]));
      return rowsOf(balls)[0]!.includes(sum) ? sum : null;
    }),
  'TWO_SIDES.POSITION': perRowCount,
  'DRAGON_TIGER.PICK': perRowCount,
};

const SELECTIONS: Record<string, readonly string[]> = {
  'POSITION.PICK': [
    rowsText({ 0: '01' }, 10),
    rowsText({ 0: '01,02', 1: '03', 9: '10' }, 10),
    rowsText({ 0: ALL_CARS, 3: '05', 9: '07,06' }, 10),
  ],
  'TOP2_SUM.VALUE': ['3', '11,19', '3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19'],
  'TWO_SIDES.POSITION': [
    rowsText({ 0: 'BIG' }, 10),
    rowsText({ 0: 'BIG,ODD', 2: 'SMALL,EVEN', 9: 'ODD' }, 10),
    rowsText({ 4: 'BIG,SMALL,ODD,EVEN', 5: 'EVEN' }, 10),
  ],
  'DRAGON_TIGER.PICK': [
    rowsText({ 0: 'DRAGON' }, 5),
    rowsText({ 0: 'DRAGON,TIGER', 1: 'TIGER' }, 5),
    rowsText({ 2: 'TIGER', 3: 'DRAGON', 4: 'DRAGON,TIGER' }, 5),
  ],
};

describe('PK10', () => {
  test('the catalogue: every play listed here and tested, ids in the 4000s', () => {
    assertCatalogue(pk10, 4000);
    assert.deepEqual(
      pk10.plays.map((p) => p.code.slice('PK10.'.length)).sort(),
      Object.keys(SELECTIONS).sort(),
    );
  });

  test('the places spaces: every ordered tuple of different cars once', () => {
    const pairs = [...everyOrderOf([0, 1])];
    assert.equal(pairs.length, 90);
    assert.equal(new Set(pairs.map((t) => t.join(','))).size, 90);
    assert.ok(pairs.every((t) => pk10.isResult(t)));
    assert.equal(new Set([...everyOrderOf([0, 4, 9])].map((t) => t.join(','))).size, 720);
  });

  test('counts: each selection holds the combinations a brute-force enumeration finds', () => {
    assert.equal(COUNTS['TOP2_SUM.VALUE']!('3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19'), 17);
    assert.equal(perRowCount(rowsText({ 0: ALL_CARS, 3: '05', 9: '07,06' }, 10)), 13);
    for (const [code, selections] of Object.entries(SELECTIONS)) {
      for (const balls of selections) {
        const p = play(code);
        assert.equal(p.count(p.parse(balls)), COUNTS[code]!(balls), `${code} "${balls}"`);
      }
    }
  });

  test('fair over every order of the places each selection reads', () => {
    for (const [code, selections] of Object.entries(SELECTIONS)) {
      for (const balls of selections) {
        assertFairOverSpace(play(code), balls, everyOrderOf(placesRead(code, balls)));
      }
    }
  });

  test('fair on all ten rows at once, over the ten rotations', () => {
    const full = Array.from({ length: 10 }, () => ALL_CARS).join('|');
    assertFairOverSpace(play('POSITION.PICK'), full, ROTATIONS);
    assertFairOverSpace(play('POSITION.PICK'), CARS.join('|'), ROTATIONS);
    const sides = Array.from({ length: 10 }, () => 'BIG,SMALL,ODD,EVEN').join('|');
    assertFairOverSpace(play('TWO_SIDES.POSITION'), sides, ROTATIONS);
    assertFairOverSpace(
      play('TWO_SIDES.POSITION'),
      'BIG|SMALL|ODD|EVEN|BIG|BIG|ODD|ODD||',
      ROTATIONS,
    );
  });

  test('odds: 1.98 for the even chances, keeping 1%', () => {
    for (const code of ['TWO_SIDES.POSITION', 'DRAGON_TIGER.PICK']) {
      assert.equal(play(code).probability, 0.5);
      assert.equal(play(code).defaultOdds, 1.98);
      for (const balls of SELECTIONS[code]!) {
        assertReturnAtMost99(play(code), balls, everyOrderOf(placesRead(code, balls)));
      }
    }
  });

  test('judging by hand', () => {
    // Places 1–10: 03 10 01 05 07 02 09 04 06 08.
    const result = ['03', '10', '01', '05', '07', '02', '09', '04', '06', '08'];
    const cases: [code: string, balls: string, expected: Partial<Judgement>][] = [
      ['POSITION.PICK', rowsText({ 0: '03', 1: '10' }, 10), { fairMultiple: 20 }],
      ['POSITION.PICK', rowsText({ 0: '10', 1: '03' }, 10), { fairMultiple: 0 }],
      ['POSITION.PICK', rowsText({ 0: '01,02,03', 9: '08', 8: '01' }, 10), { fairMultiple: 20 }],
      ['POSITION.PICK', CARS.join('|'), { fairMultiple: 0 }],
      ['POSITION.PICK', result.join('|'), { fairMultiple: 100 }],
      // 3 + 10 = 13: 8 of the 90 ordered pairs. 3 and 19: 2 each. 11: 10.
      ['TOP2_SUM.VALUE', '13', { fairMultiple: 90 / 8 }],
      ['TOP2_SUM.VALUE', '12,14', { fairMultiple: 0 }],
      ['TOP2_SUM.VALUE', '3,13,19', { fairMultiple: 90 / 8 }],
      // 03 small odd; 10 big even; 07 big odd; 08 big even.
      ['TWO_SIDES.POSITION', rowsText({ 0: 'SMALL,ODD', 1: 'BIG,ODD' }, 10), { winningStakes: 3 }],
      [
        'TWO_SIDES.POSITION',
        rowsText({ 4: 'BIG,SMALL,ODD,EVEN', 9: 'SMALL' }, 10),
        { winningStakes: 2 },
      ],
      // 1st 03 < 10th 08: tiger; 2nd 10 > 9th 06: dragon; 3rd 01 < 8th 04: tiger;
      // 4th 05 < 7th 09: tiger; 5th 07 > 6th 02: dragon.
      ['DRAGON_TIGER.PICK', 'TIGER|DRAGON|TIGER|TIGER|DRAGON', { winningStakes: 5 }],
      ['DRAGON_TIGER.PICK', 'DRAGON|TIGER|DRAGON|DRAGON|TIGER', { winningStakes: 0 }],
      ['DRAGON_TIGER.PICK', 'DRAGON,TIGER||||DRAGON,TIGER', { winningStakes: 2 }],
    ];
    for (const [code, balls, expected] of cases) {
      const p = play(code);
      assert.deepEqual(
        p.judge(p.parse(balls), result),
        { fairMultiple: 0, winningStakes: 0, tieStakes: 0, ...expected },
        `${code} "${balls}"`,
      );
    }
    const top2 = play('TOP2_SUM.VALUE');
    assert.equal(top2.judge(top2.parse('3'), CARS).fairMultiple, 45);
    assert.equal(
      top2.judge(top2.parse('11'), ['05', '06', ...CARS.slice(0, 4), ...CARS.slice(6)])
        .fairMultiple,
      9,
    );
  });

  test('malformed selections are refused with SelectionError and a reason', () => {
    assertRefused(play('POSITION.PICK'), [
      ['', 'rows'],
      ['|||||||||', 'too few'],
      ['01', 'rows'],
      ['01||||||||||', 'rows'],
      ['1|||||||||', 'unknown value'],
      ['00|||||||||', 'unknown value'],
      ['11|||||||||', 'unknown value'],
      ['01,01|||||||||', 'duplicate'],
    ]);
    assertRefused(play('TOP2_SUM.VALUE'), [
      ['', 'too few'],
      ['2', 'unknown value'],
      ['20', 'unknown value'],
      ['3,3', 'duplicate'],
    ]);
    assertRefused(play('TWO_SIDES.POSITION'), [
      ['|||||||||', 'too few'],
      ['BIG', 'rows'],
      ['BIG,BIG|||||||||', 'duplicate'],
      ['DRAGON|||||||||', 'unknown value'],
    ]);
    assertRefused(play('DRAGON_TIGER.PICK'), [
      ['||||', 'too few'],
      ['DRAGON', 'rows'],
      ['TIE||||', 'unknown value'],
      ['TIGER,TIGER||||', 'duplicate'],
    ]);
  });

  test('the draw: pickDistinct of the ten cars, every car about as often in every place', () => {
    const tallies = drawMany(pk10, 2000, (random) => random.pickDistinct(CARS, 10));
    // 200 expected per car and place; ±70 is over 5 standard deviations.
    assertEvenSpread(tallies, CARS, 2000, 70);
  });

  test('isResult takes an order of the ten cars and nothing else', () => {
    assert.ok(pk10.isResult(ROTATIONS[3]!));
    const bad = [
      CARS.slice(0, 9),
      [...CARS, '01'],
      ['01', ...CARS.slice(0, 9)],
      ['1', ...CARS.slice(1)],
      ['11', ...CARS.slice(1)],
      [],
    ];
    for (const result of bad) assert.equal(pk10.isResult(result), false, result.join(','));
  });
});
