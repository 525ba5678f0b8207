import { SelectionError, type Play } from '@lobby/platform-api/lottery-rules';
import { playForDraw } from './play-at-draw';

// A slip line as the platform reads it: `balls~stakes~playId~mode~series~multiple`, balls
// rows joined by "|" and values by ",". Stakes are counted with the play's own parse and
// count (the server's code), amounts in li (0.001 of a unit) so every mode stays exact.

/** Modes as a slip line writes them, and li per unit of each. */
export const MODE_LI: Readonly<Record<string, number>> = {
  '1': 1000,
  '0.1': 100,
  '0.01': 10,
  '0.001': 1,
};
/** The i18n stem of each mode's name (`play.mode.<name>`). */
export const MODE_NAME: Readonly<Record<string, 'yuan' | 'jiao' | 'fen' | 'li'>> = {
  '1': 'yuan',
  '0.1': 'jiao',
  '0.01': 'fen',
  '0.001': 'li',
};

/** The balls of a selection: each row's values in board order. */
export function ballsOf(play: Play, chosen: readonly (ReadonlySet<string> | undefined)[]): string {
  return play.board.rows
    .map((row, r) => {
      const set = chosen[r];
      if (!set || set.size === 0) return '';
      return row.values.filter((value) => set.has(value)).join(',');
    })
    .join('|');
}

/** Combinations the balls hold, counted by the play's rules; 0 while they do not parse yet. */
export function countBalls(play: Play, balls: string): number {
  try {
    return play.count(play.parse(balls));
  } catch (error) {
    if (error instanceof SelectionError) return 0;
    throw error;
  }
}

/** Amount in li: stakes × unit price × mode × multiple. */
export function amountLi(stakes: number, unitPrice: number, mode: string, multiple: number) {
  const perStake = Math.round(unitPrice * (MODE_LI[mode] ?? 0));
  return stakes * perStake * multiple;
}

/** Li to units (for display and totals). */
export const liToUnits = (li: number) => li / 1000;

/** The platform takes whole cents only (a li line may make a fraction of one). */
export const isWholeCents = (li: number) => li % 10 === 0;

export interface SlipLine {
  /** A local id (React key, removal). */
  id: number;
  playId: number;
  balls: string;
  stakes: number;
  mode: string;
  series: number;
  multiple: number;
  amountLi: number;
}

export type LineProblem = 'empty' | 'cents' | 'multiple';

export interface LineInput {
  playId: number;
  /** The draw on sale's time (ISO): Mark Six's zodiac options follow its lunar year. */
  drawAt: string;
  balls: string;
  mode: string;
  series: number;
  multiple: number;
  unitPrice: number;
  maxMultiple: number;
}

let nextId = 1;

/** A slip line from what the board and settings hold, or why it cannot be added. */
export function buildLine(input: LineInput): { line: SlipLine } | { problem: LineProblem } {
  const play = playForDraw(input.playId, input.drawAt);
  const stakes = play ? countBalls(play, input.balls) : 0;
  if (stakes === 0) return { problem: 'empty' };
  if (
    !Number.isInteger(input.multiple) ||
    input.multiple < 1 ||
    input.multiple > input.maxMultiple
  ) {
    return { problem: 'multiple' };
  }
  const li = amountLi(stakes, input.unitPrice, input.mode, input.multiple);
  if (!isWholeCents(li)) return { problem: 'cents' };
  return {
    line: {
      id: nextId++,
      playId: input.playId,
      balls: input.balls,
      stakes,
      mode: input.mode,
      series: input.series,
      multiple: input.multiple,
      amountLi: li,
    },
  };
}

export function lineString(line: SlipLine): string {
  return [line.balls, line.stakes, line.playId, line.mode, line.series, line.multiple].join('~');
}

/** The order's bettingSlipString. */
export function slipString(lines: readonly SlipLine[]): string {
  return lines.map(lineString).join(';');
}

export function slipTotals(lines: readonly SlipLine[]): { stakes: number; amountLi: number } {
  return lines.reduce(
    (sum, line) => ({ stakes: sum.stakes + line.stakes, amountLi: sum.amountLi + line.amountLi }),
    { stakes: 0, amountLi: 0 },
  );
}

/** The rebate of a lower series: (max − chosen) / 2000, as a percentage. */
export function rebatePercent(maxSeries: number, series: number): number {
  return ((maxSeries - series) / 2000) * 100;
}
