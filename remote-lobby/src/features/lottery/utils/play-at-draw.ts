import { LunarYearOutOfRange, playAt, playOf, type Play } from '@lobby/platform-api/lottery-rules';

// The board and the slip count a play as it stands for the draw on sale: Mark Six's zodiac plays
// take the animals of that draw's lunar year (by the server's draw time, not the phone's clock).

/** The play for a draw at `drawAt` (ISO); undefined for an unknown id or a draw it cannot take. */
export function playForDraw(playId: number, drawAt: string | null | undefined): Play | undefined {
  const found = playOf(playId);
  if (!found) return undefined;
  if (!found.play.at) return found.play;
  if (!drawAt) return undefined;
  try {
    return playAt(found.play, new Date(drawAt));
  } catch (error) {
    if (error instanceof LunarYearOutOfRange) return undefined;
    throw error;
  }
}
