import type { LotteryFamily, Play } from '../types.js';
import { board, optionRow } from './board-rows.js';
import {
  digitAt,
  drawDigits,
  isDigitResult,
  sumOfThreeDigits,
  threeDigitSumWays,
} from './digit-results.js';
import { houseOdds } from './house-odds.js';
import { LOSS, stakes } from './judgements.js';
import { groupOf } from './play-code.js';
import { singleOptionPlay } from './single-option-play.js';
import { maskOf, readRows } from './slip-rows.js';
import { sumValuePlay } from './sum-value-play.js';
import { sumTwoSidesPlay } from './two-sides-plays.js';

// Lucky 28 (PC28, 幸运28): three independent digits 0–9; the game is their sum, 0–27.
// Published draw: three below(10), in order; the sum is theirs.
// Sums are not equally likely (1 way for 0 and 27, 75 for 13 and 14), so every option whose
// probability differs is its own play.

const SPACE = 1000;
const BIG_FROM = 14;

/** Results of the 1,000 whose sum is big (or not) and odd (or not). */
function sumWays(big: boolean, odd: boolean): number {
  let ways = 0;
  for (let sum = 0; sum <= 27; sum += 1) {
    if (sum >= BIG_FROM === big && (sum % 2 === 1) === odd) ways += threeDigitSumWays(sum);
  }
  return ways;
}

/**
 * Combined big/small with odd/even (大单 大双 小单 小双): one option each. Big-odd and
 * small-even are 231 of 1,000, big-even and small-odd 269 (the sum's distribution is
 * symmetric, s against 27 − s, which swaps both big/small and odd/even), so the four make two
 * plays of two options.
 */
interface ComboOption {
  code: string;
  big: boolean;
  odd: boolean;
}

function comboPlay(
  id: number,
  code: string,
  options: readonly [ComboOption, ComboOption],
): Play<{ mask: number; count: number }> {
  const rows = [
    optionRow(
      'lottery.row.sum',
      options.map((option) => option.code),
      1,
    ),
  ];
  const ways = sumWays(options[0].big, options[0].odd);
  // Which option (0, 1, or −1 for neither) each sum 0–27 makes.
  const optionOfSum = Array.from({ length: 28 }, (_, sum) =>
    options.findIndex((option) => sum >= BIG_FROM === option.big && (sum % 2 === 1) === option.odd),
  );
  return {
    id,
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
      const option = optionOfSum[sumOfThreeDigits(result)]!;
      return option >= 0 && (selection.mask >> option) & 1 ? stakes(1) : LOSS;
    },
    probability: ways / SPACE,
    defaultOdds: houseOdds(ways, SPACE),
  };
}

function digitsMask(result: readonly string[]): number {
  return (1 << digitAt(result, 0)) | (1 << digitAt(result, 1)) | (1 << digitAt(result, 2));
}

/**
 * Straight (顺子): three different digits that follow one another, in any order. The digits are
 * taken on a circle, as SSC and PC28 rule pages count them ("9, 0, 1 are consecutive"): the
 * straights are 012, 123 … 789 and also 890 and 901 — 10 sets × 6 orders = 60 of 1,000.
 */
const STRAIGHT_MASKS = new Set(
  Array.from({ length: 10 }, (_, a) => (1 << a) | (1 << ((a + 1) % 10)) | (1 << ((a + 2) % 10))),
);

export const lucky28: LotteryFamily = {
  code: 'LUCKY28',
  display: 'DIGITS',
  draw: (random) => drawDigits(random, 3),
  isResult: (result) => isDigitResult(result, 3),
  plays: [
    sumValuePlay({
      id: 8001,
      code: 'LUCKY28.SUM.VALUE',
      label: 'lottery.row.sum',
      from: 0,
      to: 27,
      ways: threeDigitSumWays,
      space: SPACE,
      sumOf: sumOfThreeDigits,
    }),
    // Big (14–27) / small (0–13), odd / even: the symmetric sum makes each exactly 1/2.
    sumTwoSidesPlay({
      id: 8101,
      code: 'LUCKY28.TWO_SIDES.SUM',
      sumOf: sumOfThreeDigits,
      bigFrom: BIG_FROM,
      probability: 1 / 2,
      defaultOdds: houseOdds(1, 2),
    }),
    comboPlay(8111, 'LUCKY28.COMBO.BIG_ODD_SMALL_EVEN', [
      { code: 'BIG_ODD', big: true, odd: true },
      { code: 'SMALL_EVEN', big: false, odd: false },
    ]),
    comboPlay(8112, 'LUCKY28.COMBO.BIG_EVEN_SMALL_ODD', [
      { code: 'BIG_EVEN', big: true, odd: false },
      { code: 'SMALL_ODD', big: false, odd: true },
    ]),
    // Triple (豹子): three equal digits, 10 of 1,000.
    singleOptionPlay({
      id: 8121,
      code: 'LUCKY28.SHAPE.TRIPLE',
      playType: 'ENTERTAINMENT',
      label: 'lottery.row.shape',
      option: 'TRIPLE',
      ways: 10,
      space: SPACE,
      wins: (result) => digitsMask(result) === 1 << digitAt(result, 0),
    }),
    // Pair (对子): exactly two equal digits (a triple is not a pair): 10 × 9 × 3 = 270.
    singleOptionPlay({
      id: 8122,
      code: 'LUCKY28.SHAPE.PAIR',
      playType: 'ENTERTAINMENT',
      label: 'lottery.row.shape',
      option: 'PAIR',
      ways: 270,
      space: SPACE,
      wins: (result) => {
        const x = digitAt(result, 0);
        const y = digitAt(result, 1);
        const z = digitAt(result, 2);
        return Number(x === y) + Number(y === z) + Number(x === z) === 1;
      },
    }),
    singleOptionPlay({
      id: 8123,
      code: 'LUCKY28.SHAPE.STRAIGHT',
      playType: 'ENTERTAINMENT',
      label: 'lottery.row.shape',
      option: 'STRAIGHT',
      ways: 60,
      space: SPACE,
      wins: (result) => STRAIGHT_MASKS.has(digitsMask(result)),
    }),
  ],
};
