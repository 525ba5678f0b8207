import type { TFunction } from 'i18next';
import {
  NotAtEveryDraw,
  SelectionError,
  playOf,
  stakesAtDraws,
} from '@lobby/platform-api/lottery-rules';
import type { SlipLine } from './slip-line';

// A slip line made for one draw may not hold for the draws the order now covers: Mark Six's
// zodiac plays follow each draw's lunar year, so a line that sat in the slip while the draw on
// sale crossed Chinese New Year, or a chase straddling it, would be refused by the platform
// after Confirm. The slip checks every line with the platform's own rule (stakesAtDraws) first.

/** A draw the order is placed on: the one on sale, or each of the chase's. */
export interface OrderDraw {
  numero: string;
  /** Its draw time (ISO, the server's). */
  drawAt: string;
}

/**
 * Why a line cannot go on the order's draws: `draw` when the first draw does not take it (remove
 * it or pick again), `chase` when a later draw of the chase does not (shorten the chase to end
 * before `numero`, or remove it).
 */
export interface LineNotAtDraws {
  kind: 'draw' | 'chase';
  numero: string;
}

/** Whether the line holds at every draw (null) or which draw refuses it. */
export function lineAtDraws(line: SlipLine, draws: readonly OrderDraw[]): LineNotAtDraws | null {
  const [first] = draws;
  if (!first) return null;
  const play = playOf(line.playId)?.play;
  if (!play) return { kind: 'draw', numero: first.numero };
  try {
    const stakes = stakesAtDraws(
      play,
      line.balls,
      draws.map((draw) => new Date(draw.drawAt)),
    );
    // The platform refuses a line whose stakes differ from its count at the first draw.
    return stakes === line.stakes ? null : { kind: 'draw', numero: first.numero };
  } catch (error) {
    if (error instanceof NotAtEveryDraw) {
      return { kind: 'chase', numero: draws[error.drawIndex]?.numero ?? first.numero };
    }
    if (error instanceof SelectionError) return { kind: 'draw', numero: first.numero };
    throw error;
  }
}

/** The lines that do not hold at the order's draws, by line id. */
export function linesNotAtDraws(
  lines: readonly SlipLine[],
  draws: readonly OrderDraw[],
): ReadonlyMap<number, LineNotAtDraws> {
  const found = new Map<number, LineNotAtDraws>();
  for (const line of lines) {
    const problem = lineAtDraws(line, draws);
    if (problem) found.set(line.id, problem);
  }
  return found;
}

/**
 * The reason as the slip and the confirm sheet write it, with what to do. A line the draw on sale
 * refuses is told without that draw's numero: the numero changes every draw, and the reason is
 * an alert a screen reader would otherwise read again each time.
 */
export const lineNotAtDrawsText = (t: TFunction, problem: LineNotAtDraws) =>
  t(`play.slip.notAt.${problem.kind}`, { ns: 'lottery', numero: problem.numero });
