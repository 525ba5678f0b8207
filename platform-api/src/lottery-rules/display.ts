import type { FamilyCode } from './types.js';

// What the lottery page needs to draw a result or a board beyond the plays themselves: Mark
// Six's colour waves and zodiac animals, and how a Vietnamese result's numbers group into prizes.

export { colourOf as markSixColour } from './families/mark-six.js';
export { zodiacYearOf, LunarYearOutOfRange } from './families/lunar-year.js';
/**
 * A ball's zodiac animal in a lunar year (`zodiacYearOf(drawAt)`, Hong Kong time): the board
 * labels its grid with the year of the draw on sale, a result with its own draw's year.
 */
export { zodiacOf as markSixZodiac } from './families/mark-six.js';

/** A Vietnamese prize: its name (i18n stem "SPECIAL", "FIRST" … "EIGHTH") and how many numbers. */
export interface VietnamPrize {
  prize:
    'SPECIAL' | 'FIRST' | 'SECOND' | 'THIRD' | 'FOURTH' | 'FIFTH' | 'SIXTH' | 'SEVENTH' | 'EIGHTH';
  count: number;
}

// The result lists every prize's number in this order, special first (27 north, 18 others).
const NORTH: readonly VietnamPrize[] = [
  { prize: 'SPECIAL', count: 1 },
  { prize: 'FIRST', count: 1 },
  { prize: 'SECOND', count: 2 },
  { prize: 'THIRD', count: 6 },
  { prize: 'FOURTH', count: 4 },
  { prize: 'FIFTH', count: 6 },
  { prize: 'SIXTH', count: 3 },
  { prize: 'SEVENTH', count: 4 },
];
const CENTRAL_SOUTH: readonly VietnamPrize[] = [
  { prize: 'SPECIAL', count: 1 },
  { prize: 'FIRST', count: 1 },
  { prize: 'SECOND', count: 1 },
  { prize: 'THIRD', count: 2 },
  { prize: 'FOURTH', count: 7 },
  { prize: 'FIFTH', count: 1 },
  { prize: 'SIXTH', count: 3 },
  { prize: 'SEVENTH', count: 1 },
  { prize: 'EIGHTH', count: 1 },
];

/** The prizes of a Vietnamese family's result, in result order; undefined for other families. */
export function vietnamPrizes(family: FamilyCode): readonly VietnamPrize[] | undefined {
  if (family === 'VN_NORTH') return NORTH;
  if (family === 'VN_CENTRAL' || family === 'VN_SOUTH') return CENTRAL_SOUTH;
  return undefined;
}
