import { LunarYearOutOfRange, zodiacYearOf } from '@lobby/platform-api/lottery-rules';

// Mark Six's zodiac follows the lunar year of each draw (the platform's rules, Hong Kong time):
// the board labels its balls with the year of the draw on sale, a result with its own draw's.
// The draw times are the server's (never the phone's clock).

/** The lunar year of a draw at `drawAt` (ISO); null when unknown or past the calendar's table. */
export function zodiacYearAt(drawAt: string | null | undefined): number | null {
  if (!drawAt) return null;
  try {
    return zodiacYearOf(new Date(drawAt));
  } catch (error) {
    if (error instanceof LunarYearOutOfRange) return null;
    throw error;
  }
}
