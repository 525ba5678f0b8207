import type { LotteryFamily } from '../types.js';
import { anyPositionDigitPlay, directPlay, group3Play, group6Play } from './digit-plays.js';
import { drawDigits, isDigitResult, sumOfThreeDigits } from './digit-results.js';
import { houseOdds } from './house-odds.js';
import { sumTwoSidesPlay } from './two-sides-plays.js';

// Pick 3 (3D, 福彩3D / 排列三): three independent digits 0–9 (百 十 个).
// Published draw: three below(10), one per position in order; the digit is the value.

const ALL3 = [0, 1, 2] as const;

export const pick3: LotteryFamily = {
  code: 'PICK3',
  display: 'DIGITS',
  draw: (random) => drawDigits(random, 3),
  isResult: (result) => isDigitResult(result, 3),
  plays: [
    directPlay(2001, 'PICK3.STAR3.DIRECT', ALL3),
    group3Play(2002, 'PICK3.STAR3.GROUP3', ALL3),
    group6Play(2003, 'PICK3.STAR3.GROUP6', ALL3),
    anyPositionDigitPlay(2011, 'PICK3.POSITION.DIGIT', ALL3),
    // The sum 0–27 is symmetric about 13.5, so big (14–27) is exactly 1/2; odd is 1/2 too.
    sumTwoSidesPlay({
      id: 2101,
      code: 'PICK3.TWO_SIDES.SUM',
      sumOf: sumOfThreeDigits,
      bigFrom: 14,
      probability: 1 / 2,
      defaultOdds: houseOdds(1, 2),
    }),
  ],
};
