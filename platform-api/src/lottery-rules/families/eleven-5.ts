import { SelectionError, type LotteryFamily, type LotteryResult, type Play } from '../types.js';
import { paid } from './judgement-of.js';
import { choose, hitsAmong, isDistinctDraw, numberLabels } from './number-pool.js';
import { boardRow, parseRows } from './number-slip-rows.js';
import { positionPickPlay } from './pool-plays.js';

// 11 Choose 5 (11x5): five different numbers of 01–11, in the order drawn. A Tradition
// family: each play pays a winning combination 1 / p of its prize.

const BALLS = numberLabels(1, 11, 2);
const DRAWN = 5;
const SETS = choose(11, DRAWN); // 462 equally likely sets of five

interface Draw {
  /** Ball indexes (0 = "01") in draw order. */
  order: number[];
  /** drawn[i] = 1 when ball i is among the five. */
  drawn: Uint8Array;
}

// judge() runs for every sub-order of a draw against the same result array: read it once.
const draws = new WeakMap<LotteryResult, Draw>();
function read(result: LotteryResult): Draw {
  let draw = draws.get(result);
  if (!draw) {
    const order = result.map((ball) => Number(ball) - 1);
    const drawn = new Uint8Array(BALLS.length);
    for (const i of order) drawn[i] = 1;
    draw = { order, drawn };
    draws.set(result, draw);
  }
  return draw;
}

const positionLabel = (p: number) => `lottery.row.position${p}`;

/**
 * Any k of 5 (任选): C(n, k) combinations of the n chosen numbers. Up to five, a combination
 * wins when all its numbers are drawn; from six on, when all five drawn are among its numbers.
 * Any 1 wins on any of the five, as betting platforms sell "任选一中一"; the official game's
 * 任选一 reads the first ball only, which is the position pick's first row.
 */
function anyPlay(k: number): Play<number[]> {
  const row = boardRow('lottery.row.numbers', BALLS, k, BALLS.length, true);
  // 1 / p of one combination: C(11, k) / C(5, k) up to five, C(11, 5) / C(k, 5) from five on.
  const prize = k <= DRAWN ? choose(BALLS.length, k) / choose(DRAWN, k) : SETS / choose(k, DRAWN);
  return {
    id: 5000 + k,
    code: `ELEVEN5.ANY.ANY${k}`,
    group: 'ANY',
    playType: 'TRADITION',
    board: { rows: [row], typedEntry: false },
    parse: (balls) => parseRows(balls, [row])[0]!,
    count: (picked) => choose(picked.length, k),
    judge(picked, result) {
      const hits = hitsAmong(picked, read(result).drawn);
      const winners =
        k <= DRAWN
          ? choose(hits, k)
          : hits === DRAWN
            ? choose(picked.length - DRAWN, k - DRAWN)
            : 0;
      return paid(winners * prize);
    },
  };
}

/**
 * Ordered tuples, one value from each row, no value twice: front 2 / front 3 direct. Inclusion–
 * exclusion over the rows' overlaps (2 rows: |A||B| − |A∩B|; 3 rows: the product less each
 * shared pair times the third row, plus twice the values all three share).
 */
export function distinctTuples(rows: readonly (readonly number[])[]): number {
  const sets = rows.map((row) => new Set(row));
  const both = (a: Set<number>, b: Set<number>) => [...a].filter((v) => b.has(v)).length;
  if (sets.length === 2) return sets[0]!.size * sets[1]!.size - both(sets[0]!, sets[1]!);
  const [a, b, c] = sets as [Set<number>, Set<number>, Set<number>];
  const all = [...a].filter((v) => b.has(v) && c.has(v)).length;
  return (
    a.size * b.size * c.size -
    both(a, b) * c.size -
    both(a, c) * b.size -
    both(b, c) * a.size +
    2 * all
  );
}

/** Front k direct (前二/前三直选): the first k balls in order, one row per position. */
function frontDirectPlay(k: 2 | 3): Play<number[][]> {
  const rows = Array.from({ length: k }, (_, p) =>
    boardRow(positionLabel(p + 1), BALLS, 1, BALLS.length, true),
  );
  let prize = 1; // 11 × 10 (× 9) equally likely ordered fronts
  for (let i = 0; i < k; i += 1) prize *= BALLS.length - i;
  return {
    id: k === 2 ? 5011 : 5021,
    code: `ELEVEN5.FRONT${k}.DIRECT`,
    group: `FRONT${k}`,
    playType: 'TRADITION',
    board: { rows, typedEntry: false },
    parse(balls) {
      const picked = parseRows(balls, rows);
      if (distinctTuples(picked) === 0) throw new SelectionError('no combination');
      return picked;
    },
    count: distinctTuples,
    judge(picked, result) {
      const { order } = read(result);
      const wins = picked.every((row, p) => row.includes(order[p]!));
      return paid(wins ? prize : 0);
    },
  };
}

/** Front k group (前二/前三组选): C(n, k); wins when the first k balls, any order, are chosen. */
function frontGroupPlay(k: 2 | 3): Play<number[]> {
  const row = boardRow('lottery.row.numbers', BALLS, k, BALLS.length, true);
  const prize = choose(BALLS.length, k);
  return {
    id: k === 2 ? 5012 : 5022,
    code: `ELEVEN5.FRONT${k}.GROUP`,
    group: `FRONT${k}`,
    playType: 'TRADITION',
    board: { rows: [row], typedEntry: false },
    parse: (balls) => parseRows(balls, [row])[0]!,
    count: (picked) => choose(picked.length, k),
    judge(picked, result) {
      const { order } = read(result);
      let front = 0;
      for (let p = 0; p < k; p += 1) if (picked.includes(order[p]!)) front += 1;
      return paid(front === k ? prize : 0);
    },
  };
}

/** Position pick (定位胆): a row per position; each chosen (position, number) pays 1 / (1/11). */
const positionRows = Array.from({ length: DRAWN }, (_, p) =>
  boardRow(positionLabel(p + 1), BALLS, 0, BALLS.length, true),
);
const positionPick = positionPickPlay({
  id: 5031,
  code: 'ELEVEN5.POSITION.PICK',
  rows: positionRows,
  poolSize: BALLS.length,
  order: (result) => read(result).order,
});

export const eleven5: LotteryFamily = {
  code: 'ELEVEN5',
  display: 'BALLS',
  // Draw: pickDistinct of "01".."11", k = 5; the order drawn is the positions' order.
  draw: (random) => random.pickDistinct(BALLS, DRAWN),
  isResult: (result) => isDistinctDraw(result, BALLS, DRAWN),
  plays: [
    ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyPlay),
    frontDirectPlay(2),
    frontGroupPlay(2),
    frontDirectPlay(3),
    frontGroupPlay(3),
    positionPick,
  ],
};
