import type { Contract } from '@lobby/platform-api/contract';

type Tier = Contract['tiers'][number];

/** What a contract pays at a team figure: its best tier reached (as the settlement pays). */
export function payAt(tiers: readonly Tier[], amount: number, active: number): number {
  let best = 0;
  for (const tier of tiers) {
    if (amount >= tier.minAmount && active >= tier.minActive && tier.pay > best) best = tier.pay;
  }
  return best;
}

const PERIOD_LENGTH = { DAY: 1, WEEK: 7, MONTH: 28 } as const;

/**
 * How an offer compares with the contract in force of the same kind. Pay only changes at a
 * tier's minimums, so comparing at every minimum of either contract covers every team figure:
 * 'worse' when the offer pays less at some figure (or, for dividends, nets over a longer
 * period) and never more, 'better' the other way round, 'mixed' when both happen, 'same'.
 */
export function compareOffer(
  active: Contract,
  offer: Contract,
): 'worse' | 'better' | 'mixed' | 'same' {
  let less = false;
  let more = false;
  for (const point of [...active.tiers, ...offer.tiers]) {
    const now = payAt(active.tiers, point.minAmount, point.minActive);
    const next = payAt(offer.tiers, point.minAmount, point.minActive);
    if (next < now) less = true;
    if (next > now) more = true;
  }
  if (PERIOD_LENGTH[offer.period] > PERIOD_LENGTH[active.period]) less = true;
  if (PERIOD_LENGTH[offer.period] < PERIOD_LENGTH[active.period]) more = true;
  if (less && more) return 'mixed';
  if (less) return 'worse';
  if (more) return 'better';
  return 'same';
}
