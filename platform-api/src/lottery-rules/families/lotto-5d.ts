import type { LotteryFamily, Play } from '../types.js';
import { board, optionRow, positionLabel } from './board-rows.js';
import {
  anyPositionDigitPlay,
  directPlay,
  group2Play,
  group3Play,
  group6Play,
} from './digit-plays.js';
import { digitAt, drawDigits, isDigitResult } from './digit-results.js';
import { houseOdds } from './house-odds.js';
import { LOSS, stakes } from './judgements.js';
import { groupOf } from './play-code.js';
import { singleOptionPlay } from './single-option-play.js';
import { maskOf, readRows } from './slip-rows.js';
import { positionTwoSidesPlay, sumTwoSidesPlay } from './two-sides-plays.js';

// Lotto 5D (SSC, 时时彩): five independent digits 0–9, positions 1–5 (万 千 百 十 个).
// Published draw: five below(10), one per position in order; the digit is the value.

const FRONT3 = [0, 1, 2] as const;
const MIDDLE3 = [1, 2, 3] as const;
const BACK3 = [2, 3, 4] as const;
const FRONT2 = [0, 1] as const;
const BACK2 = [3, 4] as const;
const ALL5 = [0, 1, 2, 3, 4] as const;

const FIRST = 0;
const FIFTH = 4;

/**
 * Dragon / tiger, 1st digit against 5th: DRAGON wins when the 1st is higher (45 of the 100
 * pairs), TIGER when lower (45). On a tie (10 of 100) both give the stake back. Because a tie
 * refunds, the odds keep the return at 99% counting the refund: (45 × odds + 10) / 100 ≤ 0.99,
 * so 1.97, not 0.99 / 0.45 = 2.20 (which would return 109%).
 */
const DRAGON = 0;
const TIGER = 1;

const dragonTiger: Play<{ mask: number; count: number }> = (() => {
  const code = 'LOTTO5D.DRAGON_TIGER.PICK';
  const rows = [optionRow('lottery.row.dragonTiger1v5', ['DRAGON', 'TIGER'], 1)];
  return {
    id: 1111,
    code,
    group: groupOf(code),
    playType: 'ENTERTAINMENT',
    board: board(rows),
    parse(balls) {
      const chosen = readRows(balls, rows)[0]!;
      return { mask: maskOf(chosen), count: chosen.length };
    },
    count: (selection) => selection.count,
    judge(selection, result) {
      const first = digitAt(result, FIRST);
      const fifth = digitAt(result, FIFTH);
      if (first === fifth) return stakes(0, selection.count);
      const side = first > fifth ? DRAGON : TIGER;
      return (selection.mask >> side) & 1 ? stakes(1) : LOSS;
    },
    probability: 45 / 100,
    defaultOdds: houseOdds(45, 100, 10),
  };
})();

/** TIE on its own: wins when the 1st and 5th digits are equal (10 of 100 pairs). */
const tie = singleOptionPlay({
  id: 1112,
  code: 'LOTTO5D.DRAGON_TIGER.TIE',
  playType: 'ENTERTAINMENT',
  label: 'lottery.row.dragonTiger1v5',
  option: 'TIE',
  ways: 10,
  space: 100,
  wins: (result) => digitAt(result, FIRST) === digitAt(result, FIFTH),
});

function sumOfFive(result: readonly string[]): number {
  return (
    digitAt(result, 0) +
    digitAt(result, 1) +
    digitAt(result, 2) +
    digitAt(result, 3) +
    digitAt(result, 4)
  );
}

export const lotto5d: LotteryFamily = {
  code: 'LOTTO5D',
  display: 'DIGITS',
  draw: (random) => drawDigits(random, 5),
  isResult: (result) => isDigitResult(result, 5),
  plays: [
    directPlay(1001, 'LOTTO5D.STAR5.DIRECT', ALL5),
    directPlay(1011, 'LOTTO5D.FRONT3.DIRECT', FRONT3),
    group3Play(1012, 'LOTTO5D.FRONT3.GROUP3', FRONT3),
    group6Play(1013, 'LOTTO5D.FRONT3.GROUP6', FRONT3),
    directPlay(1021, 'LOTTO5D.MIDDLE3.DIRECT', MIDDLE3),
    group3Play(1022, 'LOTTO5D.MIDDLE3.GROUP3', MIDDLE3),
    group6Play(1023, 'LOTTO5D.MIDDLE3.GROUP6', MIDDLE3),
    directPlay(1031, 'LOTTO5D.BACK3.DIRECT', BACK3),
    group3Play(1032, 'LOTTO5D.BACK3.GROUP3', BACK3),
    group6Play(1033, 'LOTTO5D.BACK3.GROUP6', BACK3),
    directPlay(1041, 'LOTTO5D.FRONT2.DIRECT', FRONT2),
    group2Play(1042, 'LOTTO5D.FRONT2.GROUP', FRONT2),
    directPlay(1051, 'LOTTO5D.BACK2.DIRECT', BACK2),
    group2Play(1052, 'LOTTO5D.BACK2.GROUP', BACK2),
    anyPositionDigitPlay(1061, 'LOTTO5D.POSITION.DIGIT', ALL5),
    positionTwoSidesPlay({
      id: 1101,
      code: 'LOTTO5D.TWO_SIDES.POSITION',
      labels: ALL5.map(positionLabel),
      valueAt: digitAt,
      bigFrom: 5,
    }),
    // The sum 0–45 is symmetric about 22.5 (s and 45 − s are equally likely), so big (23–45)
    // is exactly 1/2; odd too (the last digit alone decides the parity half the time each).
    sumTwoSidesPlay({
      id: 1102,
      code: 'LOTTO5D.TWO_SIDES.SUM',
      sumOf: sumOfFive,
      bigFrom: 23,
      probability: 1 / 2,
      defaultOdds: houseOdds(1, 2),
    }),
    dragonTiger,
    tie,
  ],
};
