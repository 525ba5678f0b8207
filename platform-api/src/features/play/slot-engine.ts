/**
 * The platform's demo slot: three reels, one pay line. Pure: the random source is passed in,
 * so the server uses crypto and the seed a fixed sequence.
 */
import { SLOT_SYMBOLS, type SlotSymbol } from '../../contract/play.js';

export const SYMBOLS = SLOT_SYMBOLS;
export type { SlotSymbol };

/** Relative frequency of each symbol on a reel. */
const WEIGHTS: Record<SlotSymbol, number> = {
  CHERRY: 32,
  LEMON: 26,
  BELL: 18,
  BAR: 12,
  SEVEN: 5,
  STAR: 7,
};

/** Multiplier of the stake for three of a kind. */
export const THREE_OF_A_KIND: Record<SlotSymbol, number> = {
  CHERRY: 6,
  LEMON: 10,
  BELL: 20,
  BAR: 40,
  SEVEN: 200,
  STAR: 100,
};

/** Two cherries anywhere (not three) pay one and a half times the stake. */
export const TWO_CHERRIES = 1.5;

const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);

/** `random()` returns a number in [0, 1). */
export function spinReel(random: () => number): SlotSymbol {
  let ticket = random() * TOTAL_WEIGHT;
  for (const symbol of SYMBOLS) {
    ticket -= WEIGHTS[symbol];
    if (ticket < 0) return symbol;
  }
  return SYMBOLS[SYMBOLS.length - 1]!;
}

export function multiplierOf(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c && a) return THREE_OF_A_KIND[a];
  const cherries = reels.filter((symbol) => symbol === 'CHERRY').length;
  return cherries === 2 ? TWO_CHERRIES : 0;
}

export function spin(random: () => number): { reels: SlotSymbol[]; multiplier: number } {
  const reels = [spinReel(random), spinReel(random), spinReel(random)];
  return { reels, multiplier: multiplierOf(reels) };
}

/** The theoretical return to player of the table above (tests keep it under 1). */
export function returnToPlayer(): number {
  let total = 0;
  for (const a of SYMBOLS)
    for (const b of SYMBOLS)
      for (const c of SYMBOLS) {
        const p = (WEIGHTS[a] * WEIGHTS[b] * WEIGHTS[c]) / TOTAL_WEIGHT ** 3;
        total += p * multiplierOf([a, b, c]);
      }
  return total;
}
