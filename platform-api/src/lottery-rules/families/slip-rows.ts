import { SelectionError, type BoardRow } from '../types.js';

// Reads a slip line's balls against a board: rows separated by "|", values in a row by ",",
// each value spelled exactly as the row lists it. Every play parses through here, so every
// malformed line fails the same way, with SelectionError and a short reason.

/** Longer than any real slip line (PK10's ten full rows are 299 characters). */
const LONGEST_BALLS = 1024;

/**
 * The chosen values of each row, as indexes into that row's `values`, in the order written.
 * `atLeastOne`: rows may be empty (min 0) but the line as a whole may not (any-position plays).
 */
export function readRows(balls: string, rows: readonly BoardRow[], atLeastOne = false): number[][] {
  if (typeof balls !== 'string') throw new SelectionError('malformed');
  if (balls.length > LONGEST_BALLS) throw new SelectionError('too long');
  const parts = balls.split('|');
  if (parts.length !== rows.length) throw new SelectionError('rows');
  let total = 0;
  const chosen = parts.map((part, r) => {
    const row = rows[r]!;
    const indexes: number[] = [];
    if (part !== '') {
      for (const value of part.split(',')) {
        const index = row.values.indexOf(value);
        if (index < 0) throw new SelectionError('unknown value');
        if (indexes.includes(index)) throw new SelectionError('duplicate');
        indexes.push(index);
      }
    }
    if (indexes.length < row.min) throw new SelectionError('too few');
    if (indexes.length > row.max) throw new SelectionError('too many');
    total += indexes.length;
    return indexes;
  });
  if (atLeastOne && total === 0) throw new SelectionError('too few');
  return chosen;
}

/** A row's chosen indexes as a bit mask (bit i set when values[i] is chosen). */
export function maskOf(indexes: readonly number[]): number {
  let mask = 0;
  for (const index of indexes) mask |= 1 << index;
  return mask;
}
