import type { BoardRow } from '@lobby/platform-api/lottery-rules';

// The all / big / small / odd / even / clear buttons of a number row. Big is the upper half of
// the row's numbers (0–9: 5–9; 1–49: 25–49; 3–18: 11–18), small the rest.

export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

export function quickPick(row: Pick<BoardRow, 'values'>, pick: QuickPick): string[] {
  const numbers = row.values.map(Number);
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  const middle = Math.ceil((low + high) / 2);
  const keep = (test: (n: number) => boolean) => row.values.filter((_, i) => test(numbers[i]!));
  switch (pick) {
    case 'all':
      return [...row.values];
    case 'big':
      return keep((n) => n >= middle);
    case 'small':
      return keep((n) => n < middle);
    case 'odd':
      return keep((n) => n % 2 === 1);
    case 'even':
      return keep((n) => n % 2 === 0);
    case 'clear':
      return [];
  }
}
