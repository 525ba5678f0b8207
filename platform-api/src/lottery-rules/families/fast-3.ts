import type { Judgement, LotteryFamily, Play } from '../types.js';
import { board, numberRow } from './board-rows.js';
import { choose } from './combinations.js';
import {
  DICE,
  diceSumWays,
  dieAt,
  drawDice,
  isDiceResult,
  isTriple,
  sumOfDice,
} from './dice-results.js';
import { LOSS, fairWin, fairWinsTable } from './judgements.js';
import { groupOf } from './play-code.js';
import { singleOptionPlay } from './single-option-play.js';
import { maskOf, readRows } from './slip-rows.js';
import { sumValuePlay } from './sum-value-play.js';
import { sumTwoSidesPlay } from './two-sides-plays.js';

// Fast 3 (K3, 快三): three dice 1–6, 216 equally likely rolls, in the order rolled.
// Published draw: three dice, each 1 + below(6), in order.
// The plays follow the national K3 rules (和值, 三同号通选/单选, 二同号复选, 三不同号, 二不同号).

const SPACE = 216;

interface DiceSelection {
  mask: number;
  dice: number;
}

/** A play on one row of dice values; `judge` gets the row's mask (bit v for die value v). */
function dicePlay(
  id: number,
  code: string,
  label: string,
  min: number,
  combinations: (dice: number) => number,
  judge: (mask: number, result: readonly string[]) => Judgement,
): Play<DiceSelection> {
  const rows = [numberRow(label, DICE, min)];
  return {
    id,
    code,
    group: groupOf(code),
    playType: 'TRADITION',
    board: board(rows),
    parse(balls) {
      const dice = readRows(balls, rows)[0]!;
      // Index i is die value i + 1: shift so that bit v stands for value v.
      return { mask: maskOf(dice) << 1, dice: dice.length };
    },
    count: (selection) => combinations(selection.dice),
    judge: (selection, result) => judge(selection.mask, result),
  };
}

/** Specific triple (三同号单选): each chosen value v is "v v v", 1 roll of 216. */
const specificTripleWin = fairWin(SPACE / 1);
const specificTriple = dicePlay(
  3012,
  'FAST3.TRIPLE.SPECIFIC',
  'lottery.row.triple',
  1,
  (n) => n,
  (mask, result) => (isTriple(result) && (mask >> dieAt(result, 0)) & 1 ? specificTripleWin : LOSS),
);

/**
 * Specific pair (二同号复选): each chosen value v wins when at least two dice show v — 15 rolls
 * with exactly two and the triple, 16 of 216. At most one value can show twice.
 */
const specificPairWin = fairWin(SPACE / 16);
const specificPair = dicePlay(
  3021,
  'FAST3.PAIR.SPECIFIC',
  'lottery.row.pair',
  1,
  (n) => n,
  (mask, result) => {
    const x = dieAt(result, 0);
    const y = dieAt(result, 1);
    const z = dieAt(result, 2);
    const pair = x === y || x === z ? x : y === z ? y : 0;
    return pair !== 0 && (mask >> pair) & 1 ? specificPairWin : LOSS;
  },
);

/** Three different (三不同号): C(n,3) sets of three values; a set wins in its 6 orders. */
const threeDifferentWin = fairWin(SPACE / 6);
const threeDifferent = dicePlay(
  3031,
  'FAST3.DIFFERENT.THREE',
  'lottery.row.dice',
  3,
  (n) => choose(n, 3),
  (mask, result) => {
    const x = dieAt(result, 0);
    const y = dieAt(result, 1);
    const z = dieAt(result, 2);
    if (x === y || x === z || y === z) return LOSS;
    return (mask >> x) & (mask >> y) & (mask >> z) & 1 ? threeDifferentWin : LOSS;
  },
);

/**
 * Two different (二不同号): C(n,2) pairs of values; a pair {a, b} wins whenever both show
 * (a b x with x neither: 4 × 6 rolls, a a b: 3, a b b: 3 — 30 of 216). A roll of three
 * different chosen values wins all three of their pairs.
 */
const twoDifferentByWins = fairWinsTable(SPACE / 30, 3);
const twoDifferent = dicePlay(
  3032,
  'FAST3.DIFFERENT.TWO',
  'lottery.row.dice',
  2,
  (n) => choose(n, 2),
  (mask, result) => {
    const x = dieAt(result, 0);
    const y = dieAt(result, 1);
    const z = dieAt(result, 2);
    // The different chosen values the roll shows; they make C(shown, 2) winning pairs.
    const shown =
      ((mask >> x) & 1) +
      (y !== x ? (mask >> y) & 1 : 0) +
      (z !== x && z !== y ? (mask >> z) & 1 : 0);
    return twoDifferentByWins[choose(shown, 2)]!;
  },
);

export const fast3: LotteryFamily = {
  code: 'FAST3',
  display: 'DICE',
  draw: drawDice,
  isResult: isDiceResult,
  plays: [
    sumValuePlay({
      id: 3001,
      code: 'FAST3.SUM.VALUE',
      label: 'lottery.row.sum',
      from: 3,
      to: 18,
      ways: diceSumWays,
      space: SPACE,
      sumOf: sumOfDice,
    }),
    // Any triple (三同号通选): one combination, wins on any of the 6 triples.
    singleOptionPlay({
      id: 3011,
      code: 'FAST3.TRIPLE.ANY',
      playType: 'TRADITION',
      label: 'lottery.row.triple',
      option: 'ANY_TRIPLE',
      ways: 6,
      space: SPACE,
      wins: isTriple,
    }),
    specificTriple,
    specificPair,
    threeDifferent,
    twoDifferent,
    // Big (11–17) / small (4–10) / odd / even of the sum; every option loses on a triple, so
    // each wins 105 of 216 rolls (108 minus the 3 triples on its side). The field pays 1.98,
    // as for an even chance: the triples are the house edge (return 96.25%).
    sumTwoSidesPlay({
      id: 3101,
      code: 'FAST3.TWO_SIDES.SUM',
      sumOf: sumOfDice,
      bigFrom: 11,
      probability: 105 / SPACE,
      defaultOdds: 1.98,
      losesOn: isTriple,
    }),
  ],
};
