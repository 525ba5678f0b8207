// Times of the draw on sale, as the header counts them down.

export interface DrawTimes {
  openAt: string;
  closeAt: string;
  drawAt: string;
}

/**
 * When the draw before the one on sale is drawn. A draw opens when the previous one closes, and
 * every draw of a game closes the same time before its draw: so the previous draw is drawn at
 * the current one's opening plus that gap. Between its closing and then, the header says
 * "closed — draw in".
 */
export function previousDrawAt(current: DrawTimes): number {
  const gap = Date.parse(current.drawAt) - Date.parse(current.closeAt);
  return Date.parse(current.openAt) + gap;
}

/** Whole seconds left until `at` (never below zero). */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}
