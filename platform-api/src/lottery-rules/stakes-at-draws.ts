import { LunarYearOutOfRange } from './families/lunar-year.js';
import { playAt } from './registry.js';
import { SelectionError, type Play } from './types.js';

// Whether a slip line holds at every draw an order puts it on. The platform refuses an order
// with this (400 naming the line) and the lottery page marks the slip's lines with it before
// Confirm: one rule, so the page never lets through what the platform would refuse.

/** A later draw of a chase does not take the line the first draw took (the lunar year turns). */
export class NotAtEveryDraw extends SelectionError {
  constructor(
    reason: string,
    /** Index in the draw times of the first draw that does not take the line (≥ 1). */
    readonly drawIndex: number,
  ) {
    super(reason);
    this.name = 'NotAtEveryDraw';
  }
}

/**
 * The play at the draw of index `drawIndex`; a draw past the lunar calendar's table is no choice
 * (never a 500).
 */
function knownAt(play: Play, drawAt: Date, drawIndex: number): Play {
  try {
    return playAt(play, drawAt);
  } catch (error) {
    if (!(error instanceof LunarYearOutOfRange)) throw error;
    const reason = 'no lunar year for the draw';
    throw drawIndex === 0 ? new SelectionError(reason) : new NotAtEveryDraw(reason, drawIndex);
  }
}

/**
 * The line's stakes, counted by the play as it stands at the first draw; a play that changes
 * with the calendar must also take the line at every later draw of a chase (a chase across
 * Chinese New Year cannot keep the Horse as the year's animal: refused, not judged on a guess).
 * Throws SelectionError when the first draw does not take the balls, NotAtEveryDraw when a later
 * one does not.
 */
export function stakesAtDraws(play: Play, balls: string, drawTimes: readonly Date[]): number {
  const [first, ...later] = drawTimes;
  if (!first) throw new Error('an order covers at least one draw');
  const dated = knownAt(play, first, 0);
  const stakes = dated.count(dated.parse(balls));
  later.forEach((drawAt, i) => {
    const then = knownAt(play, drawAt, i + 1);
    if (then === dated) return;
    try {
      then.parse(balls);
    } catch (error) {
      if (error instanceof SelectionError) {
        throw new NotAtEveryDraw(
          'not a choice at every draw of the chase (the lunar year turns)',
          i + 1,
        );
      }
      throw error;
    }
  });
  return stakes;
}
