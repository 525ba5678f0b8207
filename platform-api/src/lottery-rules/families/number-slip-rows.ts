import { SelectionError, type BoardRow } from '../types.js';

// Reading a slip line's balls against a play's board: rows separated by "|", values in a row
// by ","; every value exactly as the board lists it. Each row is answered as the indexes of
// its values in the board row, in the order written.

const indexCache = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

function indexOf(values: readonly string[]): ReadonlyMap<string, number> {
  let index = indexCache.get(values);
  if (!index) {
    index = new Map(values.map((value, i) => [value, i]));
    indexCache.set(values, index);
  }
  return index;
}

export function boardRow(
  label: string,
  values: readonly string[],
  min: number,
  max: number,
  quickPicks: boolean,
): BoardRow {
  return { label, values, min, max, quickPicks };
}

/**
 * The rows of `balls` as value indexes, checked against `rows` (their values, min and max).
 * `atLeast` is the fewest values over all rows (a position pick may leave rows empty but not
 * all of them).
 */
export function parseRows(balls: string, rows: readonly BoardRow[], atLeast = 1): number[][] {
  if (typeof balls !== 'string') throw new SelectionError('rows');
  const written = balls.split('|');
  if (written.length !== rows.length) throw new SelectionError('rows');
  let total = 0;
  const parsed = written.map((text, r) => {
    const row = rows[r]!;
    const index = indexOf(row.values);
    const picked = text === '' ? [] : text.split(',');
    const seen = new Set<number>();
    const indexes = picked.map((value) => {
      const i = index.get(value);
      if (i === undefined) throw new SelectionError('unknown value');
      if (seen.has(i)) throw new SelectionError('duplicate');
      seen.add(i);
      return i;
    });
    if (indexes.length < row.min) throw new SelectionError('too few');
    if (indexes.length > row.max) throw new SelectionError('too many');
    total += indexes.length;
    return indexes;
  });
  if (total < atLeast) throw new SelectionError('too few');
  return parsed;
}
