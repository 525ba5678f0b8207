import type { LotteryFamily, LotteryResult, Play } from '../types.js';
import { paid } from './judgement-of.js';
import { choose, chooseBig, hitsAmong, isDistinctDraw, numberLabels } from './number-pool.js';
import { boardRow, parseRows } from './number-slip-rows.js';
import { sumOptionPlays } from './pool-plays.js';

// Keno (快乐8): twenty different numbers of 01–80. Pick 1–10 numbers, paid by how many of
// them are drawn; and two sides of the sum of the twenty (210–1410).
//
// Paying hit levels per pick size are those of the China Welfare Lottery's 快乐8 paytable
// (选一 … 选十): pick 7–10 also pay for no hit at all. With L paying levels, h hits pay
// 1 / (L · p_h), p_h = C(20, h) · C(60, k − h) / C(80, k), so a pick's mean is exactly 1.
//
// Sum: 811 and over big, 809 and under small, 810 the middle. Real sites differ at 810: some
// lose big and small and sell "和值810" on its own (the bocai kl8 rules page), others return
// the stake; we return it (tieStakes), the spec's "tie (stake back)" state.

const BALLS = numberLabels(1, 80, 2);
const DRAWN = 20;
const MIDDLE_SUM = 810;

/** Hit counts that pay, per pick size (快乐8). */
export const KENO_PAYING_HITS: Readonly<Record<number, readonly number[]>> = {
  1: [1],
  2: [2],
  3: [2, 3],
  4: [2, 3, 4],
  5: [3, 4, 5],
  6: [3, 4, 5, 6],
  7: [0, 4, 5, 6, 7],
  8: [0, 4, 5, 6, 7, 8],
  9: [0, 4, 5, 6, 7, 8, 9],
  10: [0, 5, 6, 7, 8, 9, 10],
};

interface Draw {
  drawn: Uint8Array;
  sum: number;
}

// judge() runs for every sub-order of a draw against the same result array: read it once.
const draws = new WeakMap<LotteryResult, Draw>();
function read(result: LotteryResult): Draw {
  let draw = draws.get(result);
  if (!draw) {
    const drawn = new Uint8Array(BALLS.length);
    let sum = 0;
    for (const ball of result) {
      drawn[Number(ball) - 1] = 1;
      sum += Number(ball);
    }
    draw = { drawn, sum };
    draws.set(result, draw);
  }
  return draw;
}

/** Pick k: the k chosen numbers are one combination, paid by the hits table. */
function pickPlay(k: number): Play<number[]> {
  const row = boardRow('lottery.row.numbers', BALLS, k, k, true);
  const paying = KENO_PAYING_HITS[k]!;
  // fair[h] = 1 / (L · p_h) = C(80, k) / (L · C(20, h) · C(60, k − h)); 0 for a level that
  // does not pay. C(80, 10) ≈ 1.6e12: every figure is exact in a double.
  const fair = Array.from({ length: k + 1 }, (_, h) =>
    paying.includes(h)
      ? choose(BALLS.length, k) /
        (paying.length * choose(DRAWN, h) * choose(BALLS.length - DRAWN, k - h))
      : 0,
  );
  return {
    id: 7000 + k,
    code: `KENO.PICK.PICK${k}`,
    group: 'PICK',
    playType: 'TRADITION',
    board: { rows: [row], typedEntry: false },
    parse: (balls) => parseRows(balls, [row])[0]!,
    count: () => 1,
    judge: (picked, result) => paid(fair[hitsAmong(picked, read(result).drawn)]!),
  };
}

// Of the C(80, 20) sets, 15,542,763,534,960,598 sum to 810 (a subset-sum count, checked by
// the tests); x → 81 − x maps a sum s to 1620 − s, so big and small share the rest equally.
const SETS = chooseBig(BALLS.length, DRAWN);
const MIDDLE_SETS = 15_542_763_534_960_598n;
// Even sums outnumber odd ones by C(40, 10): the x^20 coefficient of (1 − x)^40 (1 + x)^40,
// which counts sets by (−1)^sum.
const ODD_SETS = (SETS - chooseBig(40, 10)) / 2n;

const sumPlays = sumOptionPlays({
  family: 'KENO',
  ids: { bigSmall: 7101, odd: 7102, even: 7103 },
  sets: SETS,
  middleSets: MIDDLE_SETS,
  oddSets: ODD_SETS,
  middleSum: MIDDLE_SUM,
  sum: (result) => read(result).sum,
});

export const keno: LotteryFamily = {
  code: 'KENO',
  display: 'BALLS',
  // Draw: pickDistinct of "01".."80", k = 20 (shown in the order drawn; only the set counts).
  draw: (random) => random.pickDistinct(BALLS, DRAWN),
  isResult: (result) => isDistinctDraw(result, BALLS, DRAWN),
  plays: [...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(pickPlay), ...sumPlays],
};
