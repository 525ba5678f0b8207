import type { FamilyCode, LotteryFamily, LotteryResult, Play } from '../types.js';
import { paid } from './judgement-of.js';
import { choose, numberLabels, ratio } from './number-pool.js';
import { LOSE, WIN, optionPlay } from './option-play.js';
import { boardRow, parseRows } from './number-slip-rows.js';

// Vietnamese lottery (xổ số kiến thiết) and the lô/đề bets played on it. A result is every
// prize's number, special first, each digit drawn on its own. One module for the three
// regions: the north's 27 prizes, the central and south's 18.
//
// Which number each bet reads (the lô/đề rules of Vietnamese betting sites, e.g. the sobet
// rules, Dominicushuy/sobet docs/rule_note.md):
// - Đề: the special's last two digits. Đề đuôi ("tail") is the same number, so it is this play.
// - Đề đầu ("head"): the lowest prize, the north's four 7th prizes or the south's one 8th;
//   sites charge the north's đầu four units a number (one per 7th prize) and pay each match.
//   Here a number is one combination paid per match, appearances / E[appearances], which is
//   the same money per unit staked. Đầu đuôi: head and tail together, paid the same way.
// - 3 càng: the special's last three digits.
// - Lô 2/3/4 số: the last 2/3/4 digits of every prize with at least that many digits, paid
//   per time the number appears (sites charge 27 or 18 units a lô-2 number and pay each
//   appearance; again the same money per unit): appearances / E[appearances], E = prizes × 10^-d.
// - Xiên 2/3/4: C(n, k) sets of lô-2 numbers; a set wins once when all of it appears.
// - Lô trượt 4/8/10: C(n, k) sets; a set wins when none of it appears as a lô-2.
// Every prize's last digits are uniform and independent, which gives the exact chances below.

/** Digits of each prize, special first. */
const NORTH_PRIZES = [
  5, // special
  5, // 1st
  ...[5, 5], // 2nd
  ...[5, 5, 5, 5, 5, 5], // 3rd
  ...[4, 4, 4, 4], // 4th
  ...[4, 4, 4, 4, 4, 4], // 5th
  ...[3, 3, 3], // 6th
  ...[2, 2, 2, 2], // 7th
];
const SOUTH_PRIZES = [
  6, // special
  5, // 1st
  5, // 2nd
  ...[5, 5], // 3rd
  ...[5, 5, 5, 5, 5, 5, 5], // 4th
  4, // 5th
  ...[4, 4, 4], // 6th
  3, // 7th
  2, // 8th
];

const TWO = numberLabels(0, 99, 2);
const THREE = numberLabels(0, 999, 3);
const FOUR = numberLabels(0, 9999, 4);

interface Layout {
  code: FamilyCode;
  base: number;
  digits: readonly number[];
  /** How many prizes, at the end of the table, make the đề đầu (7th north, 8th south). */
  headPrizes: number;
}

interface Draw {
  /** The special's last two and last three digits. */
  tail2: number;
  tail3: number;
  /** Appearances of each ending: lo[d](n) = prizes of ≥ d digits ending in n (d = 2, 3, 4). */
  lo: Record<2 | 3 | 4, (n: number) => number>;
  /** Appearances of each two-digit number among the head prizes. */
  head: Uint8Array;
}

/** A Tradition play on one row of numbers the page also lets the player type. */
function numbersPlay(
  layout: Layout,
  offset: number,
  code: string,
  values: readonly string[],
  min: number,
  max: number,
  count: (n: number) => number,
  fair: (picked: number[], draw: Draw) => number,
  read: (result: LotteryResult) => Draw,
): Play<number[]> {
  const row = boardRow('lottery.row.numbers', values, min, max, values.length <= 100);
  return {
    id: layout.base + offset,
    code: `${layout.code}.${code}`,
    group: code.split('.')[0]!,
    playType: 'TRADITION',
    board: { rows: [row], typedEntry: true },
    parse: (balls) => parseRows(balls, [row])[0]!,
    count: (picked) => count(picked.length),
    judge: (picked, result) => paid(fair(picked, read(result))),
  };
}

/** 1 / P(all k given numbers appear among m independent uniform endings of 00–99). */
function allAppearPrize(k: number, m: number): number {
  // Inclusion–exclusion over the numbers missing: Σ_j (−1)^j C(k, j) (100 − j)^m / 100^m.
  let ways = 0n;
  for (let j = 0; j <= k; j += 1) {
    const term = BigInt(choose(k, j)) * BigInt(100 - j) ** BigInt(m);
    ways += j % 2 === 0 ? term : -term;
  }
  return ratio(100n ** BigInt(m), ways);
}

function vietnamFamily(layout: Layout): LotteryFamily {
  const { digits } = layout;
  const prizesOf = (d: number) => digits.filter((n) => n >= d).length;
  const headFrom = digits.length - layout.headPrizes;

  // judge() runs for every sub-order of a draw against the same result array: read it once.
  const draws = new WeakMap<LotteryResult, Draw>();
  const read = (result: LotteryResult): Draw => {
    let draw = draws.get(result);
    if (!draw) {
      // Endings counted in maps (at most 27 of them, whatever the width), each width on first
      // use: a draw's sub-orders mostly bet on lô 2 and đề.
      const lo = (d: 2 | 3 | 4) => {
        let endings: Map<number, number> | undefined;
        return (n: number) => {
          if (!endings) {
            endings = new Map();
            for (const prize of result) {
              if (prize.length < d) continue;
              const end = Number(prize.slice(-d));
              endings.set(end, (endings.get(end) ?? 0) + 1);
            }
          }
          return endings.get(n) ?? 0;
        };
      };
      const head = new Uint8Array(100);
      for (let i = headFrom; i < result.length; i += 1) head[Number(result[i]!.slice(-2))]! += 1;
      const special = result[0]!;
      draw = {
        tail2: Number(special.slice(-2)),
        tail3: Number(special.slice(-3)),
        lo: { 2: lo(2), 3: lo(3), 4: lo(4) },
        head,
      };
      draws.set(result, draw);
    }
    return draw;
  };
  const play = (
    offset: number,
    code: string,
    values: readonly string[],
    limits: [number, number],
    count: (n: number) => number,
    fair: (picked: number[], draw: Draw) => number,
  ) => numbersPlay(layout, offset, code, values, ...limits, count, fair, read);
  const each = (n: number) => n;
  const sum = (picked: number[], per: (n: number) => number) =>
    picked.reduce((total, n) => total + per(n), 0);

  const loPlay = (d: 2 | 3 | 4, offset: number) => {
    const values = d === 2 ? TWO : d === 3 ? THREE : FOUR;
    const expected = prizesOf(d) / values.length; // E[appearances] of one number
    return play(
      offset,
      `LO.LO${d}`,
      values,
      [1, values.length],
      each,
      (picked, draw) => sum(picked, draw.lo[d]) / expected,
    );
  };
  const xienPlay = (k: number, offset: number) => {
    const prize = allAppearPrize(k, digits.length);
    return play(
      offset,
      `XIEN.XIEN${k}`,
      TWO,
      [k, 10],
      (n) => choose(n, k),
      (picked, draw) =>
        choose(
          sum(picked, (n) => (draw.lo[2](n) > 0 ? 1 : 0)),
          k,
        ) * prize,
    );
  };
  const truotPlay = (k: number, offset: number) => {
    // P(none of k numbers among m endings) = ((100 − k) / 100)^m.
    const prize = ratio(100n ** BigInt(digits.length), BigInt(100 - k) ** BigInt(digits.length));
    return play(
      offset,
      `TRUOT.TRUOT${k}`,
      TWO,
      [k, 20],
      (n) => choose(n, k),
      (picked, draw) =>
        choose(
          sum(picked, (n) => (draw.lo[2](n) === 0 ? 1 : 0)),
          k,
        ) * prize,
    );
  };
  const headExpected = layout.headPrizes / 100;
  const headTailExpected = (layout.headPrizes + 1) / 100;

  return {
    code: layout.code,
    display: 'PRIZE_TABLE',
    // Draw: every prize in order, special first, each digit below(10), most significant first.
    draw: (random) =>
      digits.map((length) => {
        let prize = '';
        for (let i = 0; i < length; i += 1) prize += String(random.below(10));
        return prize;
      }),
    isResult: (result) =>
      Array.isArray(result) &&
      result.length === digits.length &&
      result.every(
        (prize, i) =>
          typeof prize === 'string' && prize.length === digits[i] && /^[0-9]+$/.test(prize),
      ),
    plays: [
      play(1, 'DE.SPECIAL', TWO, [1, 100], each, (picked, draw) =>
        picked.includes(draw.tail2) ? 100 : 0,
      ),
      play(
        2,
        'DE.HEAD',
        TWO,
        [1, 100],
        each,
        (picked, draw) => sum(picked, (n) => draw.head[n]!) / headExpected,
      ),
      play(
        3,
        'DE.HEAD_TAIL',
        TWO,
        [1, 100],
        each,
        (picked, draw) =>
          sum(picked, (n) => draw.head[n]! + (n === draw.tail2 ? 1 : 0)) / headTailExpected,
      ),
      play(11, 'CANG3.SPECIAL', THREE, [1, 1000], each, (picked, draw) =>
        picked.includes(draw.tail3) ? 1000 : 0,
      ),
      loPlay(2, 21),
      loPlay(3, 22),
      loPlay(4, 23),
      xienPlay(2, 31),
      xienPlay(3, 32),
      xienPlay(4, 33),
      truotPlay(4, 41),
      truotPlay(8, 42),
      truotPlay(10, 43),
      // Two sides of the special's last two: 50–99 big, 00–49 small, odd, even; half each.
      optionPlay({
        id: layout.base + 101,
        code: `${layout.code}.TWO_SIDES.SPECIAL`,
        group: 'TWO_SIDES',
        options: ['BIG', 'SMALL', 'ODD', 'EVEN'],
        wins: 1,
        outcomes: 2,
        outcome(option, result) {
          const { tail2 } = read(result);
          const on =
            option === 'BIG'
              ? tail2 >= 50
              : option === 'SMALL'
                ? tail2 <= 49
                : (tail2 % 2 === 1) === (option === 'ODD');
          return on ? WIN : LOSE;
        },
      }),
    ],
  };
}

export const vnNorth = vietnamFamily({
  code: 'VN_NORTH',
  base: 10000,
  digits: NORTH_PRIZES,
  headPrizes: 4,
});
export const vnCentral = vietnamFamily({
  code: 'VN_CENTRAL',
  base: 11000,
  digits: SOUTH_PRIZES,
  headPrizes: 1,
});
export const vnSouth = vietnamFamily({
  code: 'VN_SOUTH',
  base: 12000,
  digits: SOUTH_PRIZES,
  headPrizes: 1,
});
