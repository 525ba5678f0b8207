/**
 * Default odds of an Entertainment play, stake included, in whole cents: the most that keeps
 * the player's expected return at or below 99% of the stake. A combination wins in `wins` and
 * ties (stake back) in `ties` of `space` equally likely results, so the return is
 * (wins × odds + ties) / space ≤ 0.99; without ties that is 0.99 / p (1.98 for p = 1/2).
 * Whole numbers throughout, so no rounding error can lift the odds by a cent.
 */
export function houseOdds(wins: number, space: number, ties = 0): number {
  return Math.floor((99 * space - 100 * ties) / wins) / 100;
}
