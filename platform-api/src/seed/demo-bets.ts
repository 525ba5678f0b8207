import { SeededRandom } from './random.js';

/** What the demo member's wallet holds after its history (README "Demo accounts"). */
export const DEMO_BALANCE_MINOR = 8_888_00;

export interface DemoBet {
  /** 1…12: the bet record's reference is `seed:demo:bet:<n>`. */
  n: number;
  stakeMinor: number;
  payoutMinor: number;
  /** Placed (and settled) this many days before the seed, an hour and a half earlier in the day. */
  daysAgo: number;
}

/** The demo member's twelve settled bets, one a day from 2 to 13 days ago (a fixed sequence). */
export const DEMO_BETS: readonly DemoBet[] = (() => {
  const random = new SeededRandom(78);
  return Array.from({ length: 12 }, (_, i) => ({
    n: i + 1,
    stakeMinor: random.int(1, 50) * 100,
    payoutMinor: random.chance(0.4) ? random.int(1, 120) * 100 : 0,
    daysAgo: i + 2,
  }));
})();

/**
 * The opening deposit at the demo member's registration: what the bets took in the end on top of
 * the balance it keeps (its paid deposits and paid withdrawal cancel out), so the history ends at
 * DEMO_BALANCE_MINOR.
 */
export const DEMO_OPENING_MINOR =
  DEMO_BALANCE_MINOR + DEMO_BETS.reduce((sum, bet) => sum + bet.stakeMinor - bet.payoutMinor, 0);
