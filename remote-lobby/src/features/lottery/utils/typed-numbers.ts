import type { BoardRow } from '@lobby/platform-api/lottery-rules';

// Numbers typed in a text box ("12 34, 56"): separated by spaces, commas or semicolons.

export function readTypedNumbers(
  text: string,
  row: Pick<BoardRow, 'values'>,
): { values: string[]; unknown: string[] } {
  const known = new Set(row.values);
  const values: string[] = [];
  const unknown: string[] = [];
  for (const token of text.split(/[\s,;，、]+/)) {
    if (token === '') continue;
    const target = known.has(token) ? values : unknown;
    if (!target.includes(token)) target.push(token);
  }
  return { values, unknown };
}
