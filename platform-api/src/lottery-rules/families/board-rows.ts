import type { Board, BoardRow } from '../types.js';

// The values and rows the families' boards are made of. Row labels are i18n keys; values are
// exactly what a slip line's balls carry.

/** Digits "0"–"9" (SSC, 3D, PC28). */
export const DIGITS: readonly string[] = Array.from({ length: 10 }, (_, d) => String(d));

/** The two-sides options, in this order everywhere (their index is the bit in a mask). */
export const TWO_SIDES: readonly string[] = ['BIG', 'SMALL', 'ODD', 'EVEN'];
export const BIG = 0;
export const SMALL = 1;
export const ODD = 2;
export const EVEN = 3;

/** "lottery.row.position1" … : the n-th digit, die or car of the result. */
export function positionLabel(position: number): string {
  return `lottery.row.position${position + 1}`;
}

/** Whole numbers from `from` to `to` as plain text ("3" … "18"). */
export function numberValues(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

/** A row of numbers (digits, dice, cars, sums): the page offers all/big/small/odd/even. */
export function numberRow(
  label: string,
  values: readonly string[],
  min: number,
  max = values.length,
): BoardRow {
  return { label, values, min, max, quickPicks: true };
}

/** A row of option codes (BIG, DRAGON, TRIPLE …): no quick picks. */
export function optionRow(
  label: string,
  values: readonly string[],
  min: number,
  max = values.length,
): BoardRow {
  return { label, values, min, max, quickPicks: false };
}

export function board(rows: readonly BoardRow[]): Board {
  return { rows, typedEntry: false };
}
