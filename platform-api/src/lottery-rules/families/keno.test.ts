import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFairOverSpace } from '../test-support.js';
import {
  assertIdsAndCodes,
  assertRefused,
  fiveSigma,
  judged,
  playByCode,
  sampleDraws,
} from './family-test-support.js';
import { keno } from './keno.js';
import { chooseBig, ratio, subsetSumCounts } from './number-pool.js';

const BALLS = Array.from({ length: 80 }, (_, i) => String(i + 1).padStart(2, '0'));
const play = (code: string) => playByCode(keno, `KENO.${code}`);
const SAMPLE = sampleDraws(keno, 20_000, 'keno');
// How many of the C(80, 20) sets have each sum (a knapsack count; checked against brute force
// in number-pool.test.ts).
const SUMS = subsetSumCounts(80, 20);
const ALL = chooseBig(80, 20);

/** p_h: exactly h of k chosen numbers among the 20 drawn (hypergeometric), as a double. */
const hyper = (k: number, h: number) =>
  ratio(chooseBig(20, h) * chooseBig(60, k - h), chooseBig(80, k));

/** A result with exactly h of the numbers 01..k drawn (the rest from 41–80). */
const resultWithHits = (k: number, h: number) => [
  ...BALLS.slice(0, h),
  ...BALLS.slice(40, 40 + 20 - h),
];

/** The fair multiple a pick-k of 01..k gets for each hit count 0..k. */
const payTable = (k: number) => {
  const balls = BALLS.slice(0, k).join(',');
  return Array.from(
    { length: k + 1 },
    (_, h) => judged(play(`PICK.PICK${k}`), balls, resultWithHits(k, h)).fairMultiple,
  );
};

describe('Keno family', () => {
  test('ids in the 7000s, codes per group, odds within 99% of fair', () =>
    assertIdsAndCodes(keno, 7000, { 'KENO.SUM.BIG_SMALL': ratio(SUMS[810]!, ALL) }));

  test('the draw: twenty different of 01–80 from fixed seeds', () => {
    for (const result of SAMPLE.slice(0, 500)) assert.ok(keno.isResult(result));
    assert.ok(!keno.isResult(BALLS.slice(0, 19)));
    assert.ok(!keno.isResult([...BALLS.slice(0, 19), '81']));
    assert.ok(!keno.isResult([...BALLS.slice(0, 19), '19']));
  });

  test("paying levels are 快乐8's: pick 1 pays 1 hit, pick 10 pays 0 and 5–10", () => {
    const levels = (k: number) => payTable(k).flatMap((fair, h) => (fair > 0 ? [h] : []));
    assert.deepEqual(levels(1), [1]);
    assert.deepEqual(levels(2), [2]);
    assert.deepEqual(levels(3), [2, 3]);
    assert.deepEqual(levels(6), [3, 4, 5, 6]);
    assert.deepEqual(levels(7), [0, 4, 5, 6, 7]);
    assert.deepEqual(levels(10), [0, 5, 6, 7, 8, 9, 10]);
  });

  for (let k = 1; k <= 10; k += 1) {
    test(`PICK${k}: one combination; exact mean 1 over the hypergeometric hit counts`, () => {
      const p = play(`PICK.PICK${k}`);
      assert.equal(p.count(p.parse(BALLS.slice(10, 10 + k).join(','))), 1);
      const fair = payTable(k);
      const paying = fair.filter((f) => f > 0).length;
      // The judgement reads only the hit count, so Σ p_h · fair_h is the exact mean; each
      // paying level carries an equal share 1 / L of it.
      let mean = 0;
      fair.forEach((f, h) => {
        mean += hyper(k, h) * f;
        if (f > 0) assert.ok(Math.abs(hyper(k, h) * f - 1 / paying) < 1e-12);
      });
      assert.ok(Math.abs(mean - 1) < 1e-12, `mean ${mean}`);
      assertRefused(p, BALLS.slice(0, k + 1).join(','), 'too many');
      if (k > 1) assertRefused(p, BALLS.slice(0, k - 1).join(','), 'too few');
    });
  }

  test('20,000 seeded draws: hit counts follow the hypergeometric law; small picks average 1', () => {
    // Pick 10 of 01..10: each hit count's frequency within five standard errors of p_h.
    const counts = new Array<number>(11).fill(0);
    for (const result of SAMPLE) counts[result.filter((b) => Number(b) <= 10).length]! += 1;
    counts.forEach((seen, h) => {
      const p = hyper(10, h);
      const rate = seen / SAMPLE.length;
      assert.ok(Math.abs(rate - p) <= fiveSigma(p * (1 - p), SAMPLE.length) + 1e-9, `h=${h}`);
    });
    // Picks whose variance a 20,000 sample can bound: mean fair multiple within 5 SE of 1.
    for (const k of [1, 2, 3, 4, 5]) {
      const fair = payTable(k);
      const variance = fair.reduce((v, f, h) => v + hyper(k, h) * f * f, 0) - 1;
      assertFairOverSpace(
        play(`PICK.PICK${k}`),
        BALLS.slice(30, 30 + k).join(','),
        SAMPLE,
        fiveSigma(variance, SAMPLE.length),
      );
    }
  });

  test('sum plays: chances from the subset-sum count; 810 ties big/small', () => {
    const sums = SUMS;
    const all = ALL;
    let odd = 0n;
    let big = 0n;
    sums.forEach((ways, s) => {
      if (s % 2 === 1) odd += ways;
      if (s >= 811) big += ways;
    });
    const bigSmall = play('SUM.BIG_SMALL');
    assert.equal(big * 2n + sums[810]!, all);
    assert.equal(bigSmall.probability, ratio(big, all));
    assert.equal(play('SUM.ODD').probability, ratio(odd, all));
    assert.equal(play('SUM.EVEN').probability, ratio(all - odd, all));
    assert.equal(bigSmall.defaultOdds, 1.98);
    assert.equal(play('SUM.ODD').defaultOdds, 1.98);
    // Even sums are a hair more likely (by C(40,10) / C(80,20) ≈ 2.4e-10): 0.99 / p < 1.98.
    assert.equal(play('SUM.EVEN').defaultOdds, 1.97);
    const p = bigSmall.probability!;
    assertFairOverSpace(bigSmall, 'BIG', SAMPLE, fiveSigma(p * (1 - p), SAMPLE.length));
    assertFairOverSpace(play('SUM.ODD'), 'ODD', SAMPLE, fiveSigma(0.25, SAMPLE.length));
    assertFairOverSpace(play('SUM.EVEN'), 'EVEN', SAMPLE, fiveSigma(0.25, SAMPLE.length));
  });

  test('hand-worked judgements', () => {
    // 01–20: sum 210, small and even; a pick 3 of 01,02,50 has two hits.
    const low = BALLS.slice(0, 20);
    assert.deepEqual(judged(play('SUM.BIG_SMALL'), 'BIG,SMALL', low), {
      fairMultiple: 0,
      winningStakes: 1,
      tieStakes: 0,
    });
    assert.equal(judged(play('SUM.EVEN'), 'EVEN', low).winningStakes, 1);
    // Pick 3, 2 hits: 1 / (2 · C(20,2) · C(60,1) / C(80,3)) = 82160 / (2 · 11400).
    assert.equal(judged(play('PICK.PICK3'), '01,02,50', low).fairMultiple, 82160 / 22800);
    // Pick 1 hit: 1 / (1/4) = 4.
    assert.equal(judged(play('PICK.PICK1'), '07', low).fairMultiple, 4);
    assert.equal(judged(play('PICK.PICK1'), '77', low).fairMultiple, 0);
    // A sum of exactly 810: 01–10 (55) and 71–80 (755): stake back.
    const middle = [...BALLS.slice(0, 10), ...BALLS.slice(70)];
    assert.deepEqual(judged(play('SUM.BIG_SMALL'), 'BIG,SMALL', middle), {
      fairMultiple: 0,
      winningStakes: 0,
      tieStakes: 2,
    });
  });

  test('bad input is a SelectionError, never another exception', () => {
    const table: [string, string, string][] = [
      ['PICK.PICK2', '01,01', 'duplicate'],
      ['PICK.PICK2', '01,81', 'unknown value'],
      ['PICK.PICK2', '1,2', 'unknown value'],
      ['PICK.PICK2', '01|02', 'rows'],
      ['PICK.PICK1', '', 'too few'],
      ['SUM.BIG_SMALL', 'BIG,BIG', 'duplicate'],
      ['SUM.ODD', 'BIG', 'unknown value'],
    ];
    for (const [code, balls, reason] of table) assertRefused(play(code), balls, reason);
  });
});
