import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFairOverSpace } from '../test-support.js';
import type { LotteryFamily } from '../types.js';
import {
  assertIdsAndCodes,
  assertRefused,
  fiveSigma,
  judged,
  playByCode,
  sampleDraws,
  subsets,
} from './family-test-support.js';
import { vnCentral, vnNorth, vnSouth } from './vietnam.js';

// The prize tables, written out again from the spec: digits per prize, special first.
const NORTH = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2];
const SOUTH = [6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2];
SOUTH.splice(11, 0, 5); // the 4th prize has seven numbers: 1 + 1 + 1 + 2 + 7 five-digit prizes
// Central and south share one prize table and one code path: the south runs every check, the
// central its own shape, ids and judgements (the same as the south's on any result).
const REGIONS: [LotteryFamily, number[], number, number][] = [
  // family, digits, id base, head prizes (7th north ×4, 8th south ×1)
  [vnNorth, NORTH, 10000, 4],
  [vnSouth, SOUTH, 12000, 1],
];
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const TWO = Array.from({ length: 100 }, (_, n) => pad(n, 2));

/** The result with the last `width` digits of the chosen prizes moved on by `shift`. */
function shifted(result: readonly string[], prizes: number[], width: number, shift: number) {
  const modulus = 10 ** width;
  return result.map((prize, i) => {
    if (!prizes.includes(i)) return prize;
    const end = (Number(prize.slice(-width)) + shift) % modulus;
    return prize.slice(0, -width) + String(end).padStart(width, '0');
  });
}
/** The 10^width shifts: each chosen prize's ending takes every value exactly once. */
const shifts = (result: readonly string[], prizes: number[], width: number) =>
  Array.from({ length: 10 ** width }, (_, s) => shifted(result, prizes, width, s));

/**
 * P(exactly j of n given numbers appear among m independent uniform endings), j = 0..n: a
 * chain over how many have appeared so far (each prize finds a new one with chance (n − s)/100).
 */
function appearLaw(n: number, m: number): number[] {
  let law: number[] = Array.from({ length: n + 1 }, (_, s) => (s === 0 ? 1 : 0));
  for (let prize = 0; prize < m; prize += 1) {
    const next = new Array<number>(n + 1).fill(0);
    law.forEach((p, s) => {
      next[s]! += (p * (100 - (n - s))) / 100;
      if (s < n) next[s + 1]! += (p * (n - s)) / 100;
    });
    law = next;
  }
  return law;
}

for (const [family, digits, base, headPrizes] of REGIONS) {
  const play = (code: string) => playByCode(family, `${family.code}.${code}`);
  const all = digits.map((_, i) => i);
  const withAtLeast = (d: number) => all.filter((i) => digits[i]! >= d);
  const head = all.slice(digits.length - headPrizes);
  // 4,000 seeded draws per region (each draws 73–107 digits); the tolerances follow.
  const SAMPLE = sampleDraws(family, 4_000, family.code);
  // A result whose lô-2 endings are 40–66 (none of the numbers bet below), the base of the constructed results below.
  const base0 = digits.map((d, i) => (d > 2 ? pad(1 + ((i * 7) % 9), d - 2) : '') + pad(40 + i, 2));

  describe(`${family.code} family`, () => {
    test(`ids in the ${base}s, codes per group, odds within 99% of fair`, () =>
      assertIdsAndCodes(family, base));

    test(`the draw: ${digits.length} prizes with the right digits, special first`, () => {
      for (const result of sampleDraws(family, 50, `${family.code}-shape`)) {
        assert.ok(family.isResult(result));
        assert.deepEqual(
          result.map((prize) => prize.length),
          digits,
        );
        assert.ok(result.every((prize) => /^[0-9]+$/.test(prize)));
      }
      assert.ok(family.isResult(base0));
      assert.ok(!family.isResult(base0.slice(1)));
      assert.ok(!family.isResult([base0[0]! + '1', ...base0.slice(1)]));
      assert.ok(!family.isResult(['x'.repeat(digits[0]!), ...base0.slice(1)]));
    });

    test('đề, 3 càng and two sides read the special: exact over its last two / three digits', () => {
      for (const balls of ['00', '07,42,99', TWO.join(',')]) {
        assert.equal(
          play('DE.SPECIAL').count(play('DE.SPECIAL').parse(balls)),
          balls.split(',').length,
        );
        assertFairOverSpace(play('DE.SPECIAL'), balls, shifts(base0, [0], 2));
      }
      assertFairOverSpace(play('CANG3.SPECIAL'), '000,123,999', shifts(base0, [0], 3));
      assertFairOverSpace(play('TWO_SIDES.SPECIAL'), 'BIG,SMALL,ODD,EVEN', shifts(base0, [0], 2));
    });

    test(`đề đầu reads the ${headPrizes} head prize(s); đầu đuôi adds the special: exact by shifts`, () => {
      assertFairOverSpace(play('DE.HEAD'), '00,55', shifts(base0, head, 2));
      assertFairOverSpace(play('DE.HEAD_TAIL'), '00,55,99', shifts(base0, [0, ...head], 2));
      // Head prizes ending 07 and nothing else: đầu pays 100 / headPrizes per match.
      // Shift the head prizes (base endings 40 + i) so that the first ends in 07, the others in
      // 08, 09, 10: one match among the head prizes, paid 1 / (headPrizes / 100).
      const result = shifted(base0, head, 2, (107 - (40 + head[0]!)) % 100);
      assert.ok(result[head[0]!]!.endsWith('07'));
      assert.equal(judged(play('DE.HEAD'), '07', result).fairMultiple, 100 / headPrizes);
      assert.equal(judged(play('DE.HEAD'), '06', result).fairMultiple, 0);
    });

    for (const d of [2, 3, 4]) {
      test(`lô ${d} số: paid appearances / (${withAtLeast(d).length} × 10^-${d}); exact by shifts`, () => {
        const p = play(`LO.LO${d}`);
        const values =
          d === 2 ? ['00', '37', '99'] : d === 3 ? ['000', '370', '999'] : ['0000', '3700', '9999'];
        assert.equal(p.count(p.parse(values.join(','))), 3);
        assertFairOverSpace(p, values.join(','), shifts(base0, withAtLeast(d), d));
        // Three prizes of ≥ d digits ending the same way: 3 / E.
        const [a, b, c] = withAtLeast(d).slice(-3);
        const result = base0.map((prize, i) =>
          [a, b, c].includes(i) ? prize.slice(0, -d) + values[1] : prize,
        );
        const fair = judged(p, values[1]!, result).fairMultiple;
        assert.ok(Math.abs(fair - 3 / (withAtLeast(d).length / 10 ** d)) < 1e-9);
      });
    }

    for (const [group, k] of [
      ['XIEN', 2],
      ['XIEN', 3],
      ['XIEN', 4],
      ['TRUOT', 4],
      ['TRUOT', 8],
      ['TRUOT', 10],
    ] as const) {
      test(`${group.toLowerCase()} ${k}: C(n, ${k}); exact mean over how many of the numbers appear`, () => {
        const p = play(`${group}.${group}${k}`);
        for (const n of [k, k + 2]) {
          const chosen = TWO.slice(0, n);
          const balls = chosen.join(',');
          assert.equal(p.count(p.parse(balls)), [...subsets(chosen, k)].length);
          // The judgement reads only which chosen numbers appear: make j of them appear (by
          // the endings of the last j prizes), weigh by the chance of exactly j.
          const law = appearLaw(n, digits.length);
          let mean = 0;
          law.forEach((chance, j) => {
            const result = base0.map((prize, i) =>
              i >= digits.length - j ? prize.slice(0, -2) + chosen[digits.length - 1 - i] : prize,
            );
            const winners = [...subsets(chosen, k)].filter((combo) =>
              group === 'XIEN'
                ? combo.every((x) => chosen.indexOf(x) < j)
                : combo.every((x) => chosen.indexOf(x) >= j),
            ).length;
            const fair = judged(p, balls, result).fairMultiple;
            // One winning set pays 1 / P(a given set of k wins).
            const single =
              group === 'XIEN' ? appearLaw(k, digits.length)[k]! : appearLaw(k, digits.length)[0]!;
            assert.ok(Math.abs(fair * single - winners) < 1e-9 * Math.max(1, winners), `j=${j}`);
            mean += chance * fair;
          });
          assert.ok(
            Math.abs(mean - p.count(p.parse(balls))) < 1e-9 * p.count(p.parse(balls)),
            `${group}${k} n=${n}: ${mean}`,
          );
        }
        assertRefused(p, TWO.slice(0, k - 1).join(','), 'too few');
      });
    }

    {
      test(`${SAMPLE.length} seeded draws agree with the chances`, () => {
        const m = digits.length;
        // One lô-2 number: appearances ~ Binomial(m, 1/100), paid appearances / (m / 100).
        const loVariance = (m * 0.01 * 0.99) / (m / 100) ** 2;
        assertFairOverSpace(play('LO.LO2'), '37', SAMPLE, fiveSigma(loVariance, SAMPLE.length));
        // One set of k wins with chance q and pays 1 / q: variance 1 / q − 1.
        const xien2 = appearLaw(2, m)[2]!;
        assertFairOverSpace(
          play('XIEN.XIEN2'),
          '12,34',
          SAMPLE,
          fiveSigma(1 / xien2 - 1, SAMPLE.length),
        );
        const truot4 = appearLaw(4, m)[0]!;
        assertFairOverSpace(
          play('TRUOT.TRUOT4'),
          '12,34,56,78',
          SAMPLE,
          fiveSigma(1 / truot4 - 1, SAMPLE.length),
        );
        assertFairOverSpace(
          play('TWO_SIDES.SPECIAL'),
          'ODD',
          SAMPLE,
          fiveSigma(0.25, SAMPLE.length),
        );
        // Đề on 50 numbers pays 100 half the time: variance 100² / 4, relative to a count of 50.
        assertFairOverSpace(
          play('DE.SPECIAL'),
          TWO.slice(0, 50).join(','),
          SAMPLE,
          fiveSigma(2500, SAMPLE.length) / 50,
        );
      });
    }

    test('bad input is a SelectionError, never another exception', () => {
      const table: [string, string, string][] = [
        ['DE.SPECIAL', '7', 'unknown value'],
        ['DE.SPECIAL', '100', 'unknown value'],
        ['DE.SPECIAL', '07,07', 'duplicate'],
        ['DE.SPECIAL', '', 'too few'],
        ['DE.SPECIAL', '07|08', 'rows'],
        ['CANG3.SPECIAL', '07', 'unknown value'],
        ['LO.LO4', '123', 'unknown value'],
        ['XIEN.XIEN2', '01', 'too few'],
        ['XIEN.XIEN2', TWO.slice(0, 11).join(','), 'too many'],
        ['TRUOT.TRUOT10', TWO.slice(0, 9).join(','), 'too few'],
        ['TWO_SIDES.SPECIAL', 'BIG,BIG', 'duplicate'],
      ];
      for (const [code, balls, reason] of table) assertRefused(play(code), balls, reason);
    });
  });
}

describe('VN_CENTRAL family', () => {
  test('ids in the 11000s, codes per group, odds within 99% of fair', () =>
    assertIdsAndCodes(vnCentral, 11000));

  test("draws 18 prizes of the south's digits; judges every play as the south does", () => {
    const draws = sampleDraws(vnCentral, 200, 'VN_CENTRAL');
    for (const result of draws) {
      assert.ok(vnCentral.isResult(result));
      assert.deepEqual(
        result.map((prize) => prize.length),
        SOUTH,
      );
    }
    vnCentral.plays.forEach((play, i) => {
      const south = vnSouth.plays[i]!;
      assert.equal(play.code.replace('VN_CENTRAL', 'VN_SOUTH'), south.code);
      assert.equal(play.id - 11000, south.id - 12000);
      const balls = play.board.rows[0]!.values.slice(0, play.board.rows[0]!.min + 3).join(',');
      for (const result of draws)
        assert.deepEqual(judged(play, balls, result), judged(south, balls, result));
    });
  });
});

describe('Vietnam: hand-worked judgements (north)', () => {
  // Special 12345, 1st 67890, …, 7th prizes 45, 07, 45, 99.
  const result = [
    '12345',
    '67890',
    '11145',
    '22207',
    '33333',
    '44444',
    '55555',
    '66666',
    '77777',
    '88888',
    '1245',
    '2345',
    '3456',
    '4567',
    '5678',
    '6789',
    '7890',
    '8901',
    '9012',
    '0123',
    '145',
    '245',
    '999',
    '45',
    '07',
    '45',
    '99',
  ];
  const play = (code: string) => playByCode(vnNorth, `VN_NORTH.${code}`);
  test('the figures', () => {
    assert.ok(vnNorth.isResult(result));
    assert.equal(judged(play('DE.SPECIAL'), '45,46', result).fairMultiple, 100);
    assert.equal(judged(play('CANG3.SPECIAL'), '345', result).fairMultiple, 1000);
    // Đầu: 45 twice among the four 7th prizes: 2 / (4/100).
    assert.equal(judged(play('DE.HEAD'), '45', result).fairMultiple, 50);
    // Đầu đuôi: 45 twice in the head, once as the tail: 3 / (5/100).
    assert.equal(judged(play('DE.HEAD_TAIL'), '45', result).fairMultiple, 60);
    // Lô 2: 45 ends 12345, 11145, 1245, 2345, 145, 245, 45, 45: 8 / 0.27.
    assert.ok(Math.abs(judged(play('LO.LO2'), '45', result).fairMultiple - 8 / 0.27) < 1e-9);
    // Lô 3: 345 ends 12345 and 2345: 2 / 0.023.
    assert.ok(Math.abs(judged(play('LO.LO3'), '345', result).fairMultiple - 2 / 0.023) < 1e-9);
    // Xiên 2 of 45, 07, 98: only (45, 07) appears in full.
    assert.equal(
      judged(play('XIEN.XIEN2'), '45,07,98', result).fairMultiple,
      judged(play('XIEN.XIEN2'), '45,07', result).fairMultiple,
    );
    assert.ok(judged(play('XIEN.XIEN2'), '45,98', result).fairMultiple === 0);
    // Trượt 4: 10, 11, 13, 14 never end a prize; with 45 it is lost.
    assert.ok(judged(play('TRUOT.TRUOT4'), '10,11,13,14', result).fairMultiple > 0);
    assert.equal(judged(play('TRUOT.TRUOT4'), '10,11,13,45', result).fairMultiple, 0);
    // 45: small, odd.
    assert.equal(judged(play('TWO_SIDES.SPECIAL'), 'BIG,SMALL,ODD,EVEN', result).winningStakes, 2);
  });
});
