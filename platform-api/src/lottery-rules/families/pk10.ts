import type { LotteryFamily, Play } from '../types.js';
import { board, numberRow, optionRow, positionLabel } from './board-rows.js';
import { CARS, carAt, drawCars, isCarResult } from './car-results.js';
import { houseOdds } from './house-odds.js';
import { LOSS, fairWinsTable, stakes } from './judgements.js';
import { groupOf } from './play-code.js';
import { maskOf, readRows } from './slip-rows.js';
import { sumValuePlay } from './sum-value-play.js';
import { positionTwoSidesPlay } from './two-sides-plays.js';

// PK10 (Speed Racing, Lucky Airship; 北京赛车): the ten cars 01–10 in finishing order, every
// order equally likely. Published draw: pickDistinct(["01", …, "10"], 10); the i-th car drawn
// finishes i-th.

const PLACES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * Position pick (定位胆 / 猜名次): one row per place, rows may be empty but not all; each chosen
 * car is a combination that wins when it finishes in that place (1 in 10).
 */
const positionPick: Play<{ masks: number[]; count: number }> = (() => {
  const code = 'PK10.POSITION.PICK';
  const rows = PLACES.map((place) => numberRow(positionLabel(place), CARS, 0));
  const byHits = fairWinsTable(10, PLACES.length);
  return {
    id: 4001,
    code,
    group: groupOf(code),
    playType: 'TRADITION',
    board: board(rows),
    parse(balls) {
      const chosen = readRows(balls, rows, true);
      return {
        // Index i is car i + 1: shift so that bit c stands for car c.
        masks: chosen.map((row) => maskOf(row) << 1),
        count: chosen.reduce((total, row) => total + row.length, 0),
      };
    },
    count: (selection) => selection.count,
    judge(selection, result) {
      let hits = 0;
      for (let place = 0; place < PLACES.length; place += 1) {
        const mask = selection.masks[place]!;
        if (mask !== 0) hits += (mask >> carAt(result, place)) & 1;
      }
      return byHits[hits]!;
    },
  };
})();

/** Ordered pairs (a, b) of different cars with a + b = sum, of the 90 for 1st and 2nd. */
export function top2SumWays(sum: number): number {
  let ways = 0;
  for (let a = 1; a <= 10; a += 1) {
    const b = sum - a;
    if (b >= 1 && b <= 10 && b !== a) ways += 1;
  }
  return ways;
}

/**
 * Dragon / tiger (龙虎): 1st against 10th, 2nd against 9th … 5th against 6th, one row each.
 * DRAGON wins when the earlier place's car is higher; two places never hold the same car, so
 * there is no tie and each side is 1/2.
 */
const DUELS = [
  [0, 9],
  [1, 8],
  [2, 7],
  [3, 6],
  [4, 5],
] as const;
const DRAGON = 0;
const TIGER = 1;

const dragonTiger: Play<{ masks: number[]; count: number }> = (() => {
  const code = 'PK10.DRAGON_TIGER.PICK';
  const rows = DUELS.map(([front, back]) =>
    optionRow(`lottery.row.dragonTiger${front + 1}v${back + 1}`, ['DRAGON', 'TIGER'], 0),
  );
  return {
    id: 4111,
    code,
    group: groupOf(code),
    playType: 'ENTERTAINMENT',
    board: board(rows),
    parse(balls) {
      const chosen = readRows(balls, rows, true);
      return {
        masks: chosen.map(maskOf),
        count: chosen.reduce((total, row) => total + row.length, 0),
      };
    },
    count: (selection) => selection.count,
    judge(selection, result) {
      let wins = 0;
      for (let duel = 0; duel < DUELS.length; duel += 1) {
        const mask = selection.masks[duel]!;
        if (mask === 0) continue;
        const [front, back] = DUELS[duel]!;
        const side = carAt(result, front) > carAt(result, back) ? DRAGON : TIGER;
        wins += (mask >> side) & 1;
      }
      return wins === 0 ? LOSS : stakes(wins);
    },
    probability: 1 / 2,
    defaultOdds: houseOdds(1, 2),
  };
})();

export const pk10: LotteryFamily = {
  code: 'PK10',
  display: 'CARS',
  draw: drawCars,
  isResult: isCarResult,
  plays: [
    positionPick,
    // 1st + 2nd sum (冠亚和) 3–19: each chosen sum wins with ways(sum) / 90.
    sumValuePlay({
      id: 4011,
      code: 'PK10.TOP2_SUM.VALUE',
      label: 'lottery.row.top2Sum',
      from: 3,
      to: 19,
      ways: top2SumWays,
      space: 90,
      sumOf: (result) => carAt(result, 0) + carAt(result, 1),
    }),
    // Big (6–10) / small (1–5) / odd / even of each place's car: 1/2 each.
    positionTwoSidesPlay({
      id: 4101,
      code: 'PK10.TWO_SIDES.POSITION',
      labels: PLACES.map(positionLabel),
      valueAt: carAt,
      bigFrom: 6,
    }),
    dragonTiger,
  ],
};
