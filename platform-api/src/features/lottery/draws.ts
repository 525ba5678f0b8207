import { createHmac } from 'node:crypto';
import type { Pick } from '../../contract/play.js';

/** A draw every minute: draw N is drawn at N × 60 s since the Unix epoch. */
export const DRAW_INTERVAL_MS = 60_000;
/** Betting on a draw closes this long before it is drawn. */
export const BET_CLOSE_MS = 5_000;

export { NUMBER_PICKS, PICKS, SIDE_PICKS, type Pick } from '../../contract/play.js';

/** Stake multipliers paid on a winning pick (a number 9×, a side 1.95×). */
export const NUMBER_ODDS = 9;
export const SIDE_ODDS = 1.95;

export function drawTime(drawNo: number): Date {
  return new Date(drawNo * DRAW_INTERVAL_MS);
}

/** The draw still open for bets at `now`. */
export function openDraw(now: Date): number {
  const next = Math.floor(now.getTime() / DRAW_INTERVAL_MS) + 1;
  return now.getTime() < next * DRAW_INTERVAL_MS - BET_CLOSE_MS ? next : next + 1;
}

/** The latest draw whose result is known at `now`. */
export function lastDrawn(now: Date): number {
  return Math.floor(now.getTime() / DRAW_INTERVAL_MS);
}

/** The digit 0–9 drawn for a lottery game's draw: a keyed hash, the same on every server. */
export function drawResult(secret: string, gameId: number, drawNo: number): number {
  const digest = createHmac('sha256', secret).update(`${gameId}:${drawNo}`).digest();
  return digest.readUInt32BE(0) % 10;
}

export function payoutMultiplier(pick: Pick, result: number): number {
  switch (pick) {
    case 'BIG':
      return result >= 5 ? SIDE_ODDS : 0;
    case 'SMALL':
      return result <= 4 ? SIDE_ODDS : 0;
    case 'ODD':
      return result % 2 === 1 ? SIDE_ODDS : 0;
    case 'EVEN':
      return result % 2 === 0 ? SIDE_ODDS : 0;
    default:
      return Number(pick) === result ? NUMBER_ODDS : 0;
  }
}
