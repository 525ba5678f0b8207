import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFairOverSpace } from '../test-support.js';
import { eleven5 } from './eleven-5.js';
import {
  assertIdsAndCodes,
  assertRefused,
  judged,
  orderedDraws,
  playByCode,
  sampleDraws,
  subsets,
} from './family-test-support.js';

const BALLS = Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0'));
const play = (code: string) => playByCode(eleven5, `ELEVEN5.${code}`);
// The complete spaces: the 55,440 ordered draws, and the 462 sets for plays that read the set.
const ORDERED = [...orderedDraws(BALLS, 5)];
const SETS = [...subsets(BALLS, 5)];

const rows = (balls: string) => balls.split('|').map((row) => (row ? row.split(',') : []));

/** Any-k by brute force: every k-subset of the chosen numbers, judged against the 462 sets. */
function anyK(k: number, chosen: string[], result: readonly string[]) {
  const wins = (combo: string[]) =>
    k <= 5 ? combo.every((n) => result.includes(n)) : result.every((n) => combo.includes(n));
  const winningSets = (combo: string[]) =>
    SETS.filter((set) =>
      k <= 5 ? combo.every((n) => set.includes(n)) : set.every((n) => combo.includes(n)),
    ).length;
  let count = 0;
  let fair = 0;
  for (const combo of subsets(chosen, k)) {
    count += 1;
    if (wins(combo)) fair += SETS.length / winningSets(combo);
  }
  return { count, fair };
}

/** Ordered tuples of one value per row, all different, by enumeration. */
function tuples(rowValues: string[][]): string[][] {
  let out: string[][] = [[]];
  for (const row of rowValues) {
    out = out.flatMap((tuple) => row.filter((v) => !tuple.includes(v)).map((v) => [...tuple, v]));
  }
  return out;
}

describe('11x5 family', () => {
  test('ids in the 5000s, codes per group', () => assertIdsAndCodes(eleven5, 5000));

  test('the draw: five different of 01–11 from fixed seeds', () => {
    for (const result of sampleDraws(eleven5, 200, 'eleven5')) {
      assert.ok(eleven5.isResult(result), result.join(','));
      assert.equal(new Set(result).size, 5);
    }
    assert.ok(!eleven5.isResult(['01', '01', '02', '03', '04']));
    assert.ok(!eleven5.isResult(['01', '02', '03', '04', '12']));
    assert.ok(!eleven5.isResult(['1', '02', '03', '04', '05']));
    assert.ok(!eleven5.isResult(['01', '02', '03', '04']));
  });

  const anySelections = ['01,02,03,04,05,06,07,08', '03,05,07,09,11', BALLS.join(',')];
  for (let k = 1; k <= 8; k += 1) {
    test(`ANY${k}: counts by enumeration, fair over the 462 sets`, () => {
      const p = play(`ANY.ANY${k}`);
      const selections = [
        BALLS.slice(0, k).join(','),
        ...anySelections.filter((s) => s.split(',').length >= k),
      ];
      for (const balls of selections) {
        const chosen = balls.split(',');
        assert.equal(p.count(p.parse(balls)), anyK(k, chosen, SETS[0]!).count, balls);
        assertFairOverSpace(p, balls, SETS);
        // Every result's fair multiple agrees with the brute-force judgement.
        for (const result of SETS.filter((_, i) => i % 7 === 0)) {
          const expected = anyK(k, chosen, result).fair;
          assert.ok(
            Math.abs(judged(p, balls, result).fairMultiple - expected) < 1e-9,
            `${balls} vs ${result.join(',')}`,
          );
        }
      }
      assertRefused(p, BALLS.slice(0, k - 1).join(','), 'too few');
    });
  }

  test('front 2 / front 3 direct: distinct ordered tuples; fair over the 55,440 ordered draws', () => {
    const cases: [string, string][] = [
      ['FRONT2.DIRECT', '01|02'],
      ['FRONT2.DIRECT', '01,02,03|02,03,04,05'],
      ['FRONT2.DIRECT', `${BALLS.join(',')}|${BALLS.join(',')}`],
      ['FRONT3.DIRECT', '01|02|03'],
      ['FRONT3.DIRECT', '01,02|01,02,03|02,03,04'],
      ['FRONT3.DIRECT', '01,02,03|01,02,03|01,02,03'],
      ['FRONT3.DIRECT', `${BALLS.join(',')}|${BALLS.join(',')}|${BALLS.join(',')}`],
    ];
    for (const [code, balls] of cases) {
      const p = play(code);
      assert.equal(p.count(p.parse(balls)), tuples(rows(balls)).length, balls);
      assertFairOverSpace(p, balls, ORDERED);
    }
    assert.equal(
      play('FRONT3.DIRECT').count(
        play('FRONT3.DIRECT').parse(`${BALLS.join(',')}|${BALLS.join(',')}|${BALLS.join(',')}`),
      ),
      990,
    );
    assertRefused(play('FRONT2.DIRECT'), '01|01', 'no combination');
    assertRefused(play('FRONT3.DIRECT'), '01|01,02|02', 'no combination');
    assertRefused(play('FRONT2.DIRECT'), '01', 'rows');
  });

  test('front 2 / front 3 group: C(n, k); fair over the 55,440 ordered draws', () => {
    for (const [code, k] of [
      ['FRONT2.GROUP', 2],
      ['FRONT3.GROUP', 3],
    ] as const) {
      for (const balls of [BALLS.slice(0, k).join(','), '02,04,06,08,10', BALLS.join(',')]) {
        const p = play(code);
        assert.equal(p.count(p.parse(balls)), [...subsets(balls.split(','), k)].length);
        assertFairOverSpace(p, balls, ORDERED);
      }
    }
  });

  test('position pick: one combination per chosen (position, number); fair over ordered draws', () => {
    const p = play('POSITION.PICK');
    for (const balls of [
      '01||||',
      '01,02|03||04,05,06|11',
      `${BALLS.join(',')}||||${BALLS.join(',')}`,
    ]) {
      assert.equal(p.count(p.parse(balls)), rows(balls).flat().length);
      assertFairOverSpace(p, balls, ORDERED);
    }
    assertRefused(p, '||||', 'too few');
    assertRefused(p, '01|||', 'rows');
  });

  test('hand-worked judgements against 03,07,01,11,05', () => {
    const result = ['03', '07', '01', '11', '05'];
    // Any 2 of 01,03,04: pairs (01,03) drawn, (01,04) and (03,04) not: one win at 11·10/(5·4) = 5.5.
    assert.equal(judged(play('ANY.ANY2'), '01,03,04', result).fairMultiple, 5.5);
    // Any 1 of 03,04: 03 drawn: 11/5.
    assert.equal(judged(play('ANY.ANY1'), '03,04', result).fairMultiple, 2.2);
    // Any 6 of 01,03,05,07,11,02,04: all five drawn are chosen; winning sixes are the five
    // plus 02 or plus 04: two wins at 462 / C(6,5) = 77.
    assert.equal(judged(play('ANY.ANY6'), '01,02,03,04,05,07,11', result).fairMultiple, 154);
    // Any 8 missing 11: nothing.
    assert.equal(judged(play('ANY.ANY8'), '01,02,03,04,05,06,07,08', result).fairMultiple, 0);
    // Front 2 direct 03|07,08: (03,07) wins at 110.
    assert.equal(judged(play('FRONT2.DIRECT'), '03|07,08', result).fairMultiple, 110);
    assert.equal(judged(play('FRONT2.DIRECT'), '07|03', result).fairMultiple, 0);
    // Front 3 group 01,03,07: the front three any order: 165.
    assert.equal(judged(play('FRONT3.GROUP'), '01,03,07', result).fairMultiple, 165);
    assert.equal(judged(play('FRONT2.GROUP'), '03,07,09', result).fairMultiple, 55);
    // Position: 03 first, 11 fourth, 02 fifth (no): two wins at 11.
    assert.equal(judged(play('POSITION.PICK'), '03|||11|02', result).fairMultiple, 22);
  });

  test('bad input is a SelectionError, never another exception', () => {
    const table: [string, string, string][] = [
      ['ANY.ANY2', '01,01', 'duplicate'],
      ['ANY.ANY2', '01,12', 'unknown value'],
      ['ANY.ANY2', '1,2', 'unknown value'],
      ['ANY.ANY2', '01, 02', 'unknown value'],
      ['ANY.ANY2', '01,02|03', 'rows'],
      ['ANY.ANY2', '', 'too few'],
      ['ANY.ANY2', '01,,02', 'unknown value'],
      ['ANY.ANY5', '01,02,03,04', 'too few'],
      ['ANY.ANY8', '01,02,03,04,05,06,07', 'too few'],
      ['FRONT3.DIRECT', '01|02|', 'too few'],
      ['FRONT3.DIRECT', '01|02|03|04', 'rows'],
      ['POSITION.PICK', '01,01||||', 'duplicate'],
      ['POSITION.PICK', 'BIG||||', 'unknown value'],
    ];
    for (const [code, balls, reason] of table) assertRefused(play(code), balls, reason);
  });
});
