import {
  familyOf,
  vietnamPrizes,
  type FamilyCode,
  type VietnamPrize,
} from '@lobby/platform-api/lottery-rules';
import { zodiacYearAt } from './zodiac-year';

// How the page draws one published result: which picture of the family's display, read from
// the values themselves so that a result of an unexpected shape still shows as plain numbers.

export type ResultShape =
  | { kind: 'DIGITS'; values: string[] }
  /** Lucky 28: three digits and their sum. */
  | { kind: 'DIGIT_SUM'; values: string[]; sum: number }
  | { kind: 'DICE'; values: string[]; sum: number }
  | { kind: 'CARS'; values: string[] }
  | { kind: 'BALLS'; values: string[] }
  /** `zodiacYear`: the draw's lunar year, whose animals the balls show (null: none shown). */
  | { kind: 'MARK_SIX'; main: string[]; special: string; zodiacYear: number | null }
  | { kind: 'PRIZE_TABLE'; prizes: { prize: VietnamPrize['prize']; numbers: string[] }[] };

/** The published winningNumber ("3,7,1,0,9") as its values. */
export function resultValues(winningNumber: string): string[] {
  return winningNumber
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

const sumOf = (values: readonly string[]) => values.reduce((sum, value) => sum + Number(value), 0);

/** Groups a Vietnamese result into its prizes; null when the count does not fit the family. */
function prizeTable(family: FamilyCode, values: string[]) {
  const prizes = vietnamPrizes(family);
  if (!prizes || prizes.reduce((sum, prize) => sum + prize.count, 0) !== values.length) {
    return null;
  }
  let next = 0;
  return prizes.map(({ prize, count }) => {
    const numbers = values.slice(next, next + count);
    next += count;
    return { prize, numbers };
  });
}

/** `drawAt`: the draw's time (ISO), for Mark Six's zodiac (the lunar year of that draw). */
export function resultShape(
  family: FamilyCode,
  winningNumber: string,
  drawAt?: string | null,
): ResultShape {
  const values = resultValues(winningNumber);
  const display = familyOf(family)?.display;
  const numeric = values.every((value) => /^\d+$/.test(value));
  if (!numeric) return { kind: 'DIGITS', values };
  switch (display) {
    case 'DICE':
      return { kind: 'DICE', values, sum: sumOf(values) };
    case 'CARS':
      return { kind: 'CARS', values };
    case 'BALLS':
      if (family === 'MARKSIX' && values.length === 7) {
        return {
          kind: 'MARK_SIX',
          main: values.slice(0, 6),
          special: values[6]!,
          zodiacYear: zodiacYearAt(drawAt),
        };
      }
      return { kind: 'BALLS', values };
    case 'PRIZE_TABLE': {
      const prizes = prizeTable(family, values);
      return prizes ? { kind: 'PRIZE_TABLE', prizes } : { kind: 'DIGITS', values };
    }
    default:
      return family === 'LUCKY28'
        ? { kind: 'DIGIT_SUM', values, sum: sumOf(values) }
        : { kind: 'DIGITS', values };
  }
}
