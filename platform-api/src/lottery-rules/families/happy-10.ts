import type { LotteryFamily, LotteryResult, Play } from '../types.js';
import { paid, settled } from './judgement-of.js';
import {
  choose,
  defaultOddsFor,
  hitsAmong,
  isDistinctDraw,
  numberLabels,
  subsetSumCounts,
} from './number-pool.js';
import { boardRow, parseRows } from './number-slip-rows.js';
import { positionPickPlay, sumOptionPlays } from './pool-plays.js';

// Happy 10 (快乐十分, KLSF): eight different numbers of 01–20, in the order drawn.
//
// What real KLSF sites offer, and what we chose: the official Guangdong game's "选一数投"
// reads the first ball only, but the betting sites built on it (TCG-style platforms; the rules
// page of qiantaisi/ssc gd10.jsp) bet on every ball, "第一球 … 第八球": our position pick has
// a row per ball (the first position alone is the first row). Two sides per ball: 11–20 big,
// 01–10 small, odd, even. Sum of the eight (36–132): 85 and over big, 83 and under small, and
// 84 "和局 (不计算输赢)", neither won nor lost: the stake comes back (tieStakes).

const BALLS = numberLabels(1, 20, 2);
const DRAWN = 8;
const SETS = choose(20, DRAWN); // 125,970 equally likely sets
const MIDDLE_SUM = 84;

interface Draw {
  order: number[];
  drawn: Uint8Array;
  sum: number;
}

// judge() runs for every sub-order of a draw against the same result array: read it once.
const draws = new WeakMap<LotteryResult, Draw>();
function read(result: LotteryResult): Draw {
  let draw = draws.get(result);
  if (!draw) {
    const order = result.map((ball) => Number(ball) - 1);
    const drawn = new Uint8Array(BALLS.length);
    let sum = 0;
    for (const i of order) {
      drawn[i] = 1;
      sum += i + 1;
    }
    draw = { order, drawn, sum };
    draws.set(result, draw);
  }
  return draw;
}

const positionRow = (p: number, values: readonly string[], quickPicks: boolean) =>
  boardRow(`lottery.row.position${p + 1}`, values, 0, values.length, quickPicks);

/** Position pick: a row per ball; each chosen (position, number) pays 1 / (1/20). */
const pickRows = Array.from({ length: DRAWN }, (_, p) => positionRow(p, BALLS, true));
const positionPick = positionPickPlay({
  id: 6001,
  code: 'HAPPY10.POSITION.PICK',
  rows: pickRows,
  poolSize: BALLS.length,
  order: (result) => read(result).order,
});

/** Any k (任选二…五): C(n, k); a combination wins when all its numbers are among the eight. */
function anyPlay(k: number): Play<number[]> {
  const row = boardRow('lottery.row.numbers', BALLS, k, BALLS.length, true);
  const prize = choose(BALLS.length, k) / choose(DRAWN, k);
  return {
    id: 6000 + k,
    code: `HAPPY10.ANY.ANY${k}`,
    group: 'ANY',
    playType: 'TRADITION',
    board: { rows: [row], typedEntry: false },
    parse: (balls) => parseRows(balls, [row])[0]!,
    count: (picked) => choose(picked.length, k),
    judge: (picked, result) => paid(choose(hitsAmong(picked, read(result).drawn), k) * prize),
  };
}

const SIDES = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
/** Whether a ball (1–20) is on a side: every side holds exactly ten of the twenty. */
function onSide(side: string, ball: number): boolean {
  if (side === 'BIG') return ball >= 11;
  if (side === 'SMALL') return ball <= 10;
  return side === 'ODD' ? ball % 2 === 1 : ball % 2 === 0;
}

/** Two sides of each ball: a row per position, each (position, side) wins with chance 1/2. */
const sideRows = Array.from({ length: DRAWN }, (_, p) => positionRow(p, SIDES, false));
const positionSides: Play<number[][]> = {
  id: 6101,
  code: 'HAPPY10.TWO_SIDES.POSITION',
  group: 'TWO_SIDES',
  playType: 'ENTERTAINMENT',
  board: { rows: sideRows, typedEntry: false },
  parse: (balls) => parseRows(balls, sideRows),
  count: (picked) => picked.reduce((sum, row) => sum + row.length, 0),
  judge(picked, result) {
    const { order } = read(result);
    let wins = 0;
    picked.forEach((row, p) => {
      for (const side of row) if (onSide(SIDES[side]!, order[p]! + 1)) wins += 1;
    });
    return settled(wins);
  },
  probability: 0.5,
  defaultOdds: defaultOddsFor(1, 2),
};

// Sums of the 125,970 sets: 84 is the middle (x → 21 − x maps a sum s to 168 − s), so big and
// small are equally likely; odd sums are fewer than even ones (62,880 against 63,090).
const sumCounts = subsetSumCounts(BALLS.length, DRAWN);
const middleSets = sumCounts[MIDDLE_SUM]!;
let oddSets = 0n;
sumCounts.forEach((ways, sum) => {
  if (sum % 2 === 1) oddSets += ways;
});

const sumPlays = sumOptionPlays({
  family: 'HAPPY10',
  ids: { bigSmall: 6111, odd: 6112, even: 6113 },
  sets: BigInt(SETS),
  middleSets,
  oddSets,
  middleSum: MIDDLE_SUM,
  sum: (result) => read(result).sum,
});

export const happy10: LotteryFamily = {
  code: 'HAPPY10',
  display: 'BALLS',
  // Draw: pickDistinct of "01".."20", k = 8; the order drawn is the balls' order.
  draw: (random) => random.pickDistinct(BALLS, DRAWN),
  isResult: (result) => isDistinctDraw(result, BALLS, DRAWN),
  plays: [positionPick, ...[2, 3, 4, 5].map(anyPlay), positionSides, ...sumPlays],
};
