import type { Judgement, Play } from '../types.js';
import { DIGITS, board, numberRow, positionLabel } from './board-rows.js';
import { choose } from './combinations.js';
import { digitAt } from './digit-results.js';
import { LOSS, fairWin, fairWinsTable } from './judgements.js';
import { groupOf } from './play-code.js';
import { maskOf, readRows } from './slip-rows.js';

// The Tradition plays on digit positions shared by LOTTO5D and PICK3: direct, group 3, group 6,
// two-digit group, any-position digit. `positions` are the result positions a play looks at
// (LOTTO5D's middle three are 1, 2, 3). A digit mask has bit d set when digit d is chosen.

/** Direct: one row per position; a combination is one digit per row, in order. */
export interface DirectSelection {
  masks: number[];
  count: number;
}

export function directPlay(
  id: number,
  code: string,
  positions: readonly number[],
): Play<DirectSelection> {
  const rows = positions.map((position) => numberRow(positionLabel(position), DIGITS, 1));
  // One combination in 10^k results: each pays 10^k.
  const win = fairWin(10 ** positions.length);
  return {
    id,
    code,
    group: groupOf(code),
    playType: 'TRADITION',
    board: board(rows),
    parse(balls) {
      const chosen = readRows(balls, rows);
      return {
        masks: chosen.map(maskOf),
        count: chosen.reduce((product, row) => product * row.length, 1),
      };
    },
    count: (selection) => selection.count,
    judge(selection, result) {
      for (let i = 0; i < positions.length; i += 1) {
        if (((selection.masks[i]! >> digitAt(result, positions[i]!)) & 1) === 0) return LOSS;
      }
      return win;
    },
  };
}

/** Group plays: one row of digits, order-free. */
export interface DigitSetSelection {
  mask: number;
  digits: number;
}

function digitSetPlay(
  id: number,
  code: string,
  min: number,
  combinations: (digits: number) => number,
  judge: (mask: number, result: readonly string[]) => Judgement,
): Play<DigitSetSelection> {
  const rows = [numberRow('lottery.row.digits', DIGITS, min)];
  return {
    id,
    code,
    group: groupOf(code),
    playType: 'TRADITION',
    board: board(rows),
    parse(balls) {
      const digits = readRows(balls, rows)[0]!;
      return { mask: maskOf(digits), digits: digits.length };
    },
    count: (selection) => combinations(selection.digits),
    judge: (selection, result) => judge(selection.mask, result),
  };
}

/**
 * Group 3 on three positions: a combination is a pair digit a and a single digit b ≠ a
 * (n chosen digits: n(n−1)); it wins when the three show two a and one b in any order, which
 * 3 of the 1,000 results do. A triple or three different digits win nothing.
 */
export function group3Play(
  id: number,
  code: string,
  [p, q, r]: readonly [number, number, number],
): Play<DigitSetSelection> {
  const win = fairWin(1000 / 3);
  return digitSetPlay(
    id,
    code,
    2,
    (n) => n * (n - 1),
    (mask, result) => {
      const x = digitAt(result, p);
      const y = digitAt(result, q);
      const z = digitAt(result, r);
      let pair: number;
      let single: number;
      if (x === y) {
        if (y === z) return LOSS;
        pair = x;
        single = z;
      } else if (x === z) {
        pair = x;
        single = y;
      } else if (y === z) {
        pair = y;
        single = x;
      } else {
        return LOSS;
      }
      return (mask >> pair) & (mask >> single) & 1 ? win : LOSS;
    },
  );
}

/**
 * Group 6 on three positions: a combination is three different digits (C(n,3)); it wins when
 * the three show exactly those, in any of their 6 orders (6 of 1,000 results).
 */
export function group6Play(
  id: number,
  code: string,
  [p, q, r]: readonly [number, number, number],
): Play<DigitSetSelection> {
  const win = fairWin(1000 / 6);
  return digitSetPlay(
    id,
    code,
    3,
    (n) => choose(n, 3),
    (mask, result) => {
      const x = digitAt(result, p);
      const y = digitAt(result, q);
      const z = digitAt(result, r);
      if (x === y || x === z || y === z) return LOSS;
      return (mask >> x) & (mask >> y) & (mask >> z) & 1 ? win : LOSS;
    },
  );
}

/**
 * Two-digit group on two positions: a combination is two different digits (C(n,2)); it wins
 * when the two show them in either order (2 of 100 results). A pair wins nothing.
 */
export function group2Play(
  id: number,
  code: string,
  [p, q]: readonly [number, number],
): Play<DigitSetSelection> {
  const win = fairWin(100 / 2);
  return digitSetPlay(
    id,
    code,
    2,
    (n) => choose(n, 2),
    (mask, result) => {
      const x = digitAt(result, p);
      const y = digitAt(result, q);
      if (x === y) return LOSS;
      return (mask >> x) & (mask >> y) & 1 ? win : LOSS;
    },
  );
}

/**
 * Any-position digit: one row per position, rows may be empty but not all; each chosen digit
 * is a combination that wins when its position shows it (1 in 10).
 */
export interface AnyPositionSelection {
  masks: number[];
  count: number;
}

export function anyPositionDigitPlay(
  id: number,
  code: string,
  positions: readonly number[],
): Play<AnyPositionSelection> {
  const rows = positions.map((position) => numberRow(positionLabel(position), DIGITS, 0));
  const byHits = fairWinsTable(10, positions.length);
  return {
    id,
    code,
    group: groupOf(code),
    playType: 'TRADITION',
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
      let hits = 0;
      for (let i = 0; i < positions.length; i += 1) {
        hits += (selection.masks[i]! >> digitAt(result, positions[i]!)) & 1;
      }
      return byHits[hits]!;
    },
  };
}
