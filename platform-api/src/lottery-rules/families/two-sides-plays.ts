import type { LotteryResult, Play } from '../types.js';
import { BIG, EVEN, ODD, SMALL, TWO_SIDES, board, optionRow } from './board-rows.js';
import { houseOdds } from './house-odds.js';
import { LOSS, stakes } from './judgements.js';
import { groupOf } from './play-code.js';
import { maskOf, readRows } from './slip-rows.js';

// "Two sides" (两面): BIG / SMALL / ODD / EVEN of a value, Entertainment at fixed odds. A value
// is always exactly one of big/small and one of odd/even, so a row with all four options wins
// two of them; each option is one combination.

/** How many of a row's chosen options a value wins (mask bits in TWO_SIDES order). */
export function twoSidesWins(mask: number, big: boolean, value: number): number {
  return ((mask >> (big ? BIG : SMALL)) & 1) + ((mask >> (value & 1 ? ODD : EVEN)) & 1);
}

export interface TwoSidesSelection {
  masks: number[];
  count: number;
}

/**
 * Two sides per position: one row per position (rows may be empty, not all). `valueAt` reads
 * the row's value from the result; big is `bigFrom` and up. Every caller's values are half big,
 * half odd (digits 5–9 of 0–9, cars 6–10 of 1–10), so p = 1/2.
 */
export function positionTwoSidesPlay(spec: {
  id: number;
  code: string;
  labels: readonly string[];
  valueAt: (result: LotteryResult, row: number) => number;
  bigFrom: number;
}): Play<TwoSidesSelection> {
  const { labels, valueAt, bigFrom } = spec;
  const rows = labels.map((label) => optionRow(label, TWO_SIDES, 0));
  return {
    id: spec.id,
    code: spec.code,
    group: groupOf(spec.code),
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
      for (let row = 0; row < rows.length; row += 1) {
        const mask = selection.masks[row]!;
        if (mask === 0) continue;
        const value = valueAt(result, row);
        wins += twoSidesWins(mask, value >= bigFrom, value);
      }
      return wins === 0 ? LOSS : stakes(wins);
    },
    probability: 1 / 2,
    defaultOdds: houseOdds(1, 2),
  };
}

export interface OptionsSelection {
  mask: number;
  count: number;
}

/**
 * Two sides of the result's sum: one row, 1–4 options. `losesOn` marks results on which every
 * option loses (FAST3's triples). The caller gives the exact probability and odds.
 */
export function sumTwoSidesPlay(spec: {
  id: number;
  code: string;
  sumOf: (result: LotteryResult) => number;
  bigFrom: number;
  probability: number;
  defaultOdds: number;
  losesOn?: (result: LotteryResult) => boolean;
}): Play<OptionsSelection> {
  const { sumOf, bigFrom, losesOn } = spec;
  const rows = [optionRow('lottery.row.sum', TWO_SIDES, 1)];
  return {
    id: spec.id,
    code: spec.code,
    group: groupOf(spec.code),
    playType: 'ENTERTAINMENT',
    board: board(rows),
    parse(balls) {
      const chosen = readRows(balls, rows)[0]!;
      return { mask: maskOf(chosen), count: chosen.length };
    },
    count: (selection) => selection.count,
    judge(selection, result) {
      if (losesOn?.(result)) return LOSS;
      const sum = sumOf(result);
      const wins = twoSidesWins(selection.mask, sum >= bigFrom, sum);
      return wins === 0 ? LOSS : stakes(wins);
    },
    probability: spec.probability,
    defaultOdds: spec.defaultOdds,
  };
}
