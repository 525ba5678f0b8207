import type { ContractTier } from '../../db/schema/index.js';

/**
 * The tier a team reaches: the best paying of those whose minimum figure and minimum active
 * members are both met (a figure equal to a minimum reaches it). Null when none is reached.
 */
export function reachedTier(
  tiers: readonly ContractTier[],
  amountMinor: number,
  active: number,
): ContractTier | null {
  let best: ContractTier | null = null;
  for (const tier of tiers) {
    if (amountMinor < tier.minAmountMinor || active < tier.minActive) continue;
    if (!best || tier.pay > best.pay) best = tier;
  }
  return best;
}

/** Dividend pay: the tier's basis points of the team's net loss (nothing without a loss). */
export function dividendMinor(tier: ContractTier | null, netLossMinor: number): number {
  if (!tier || netLossMinor <= 0) return 0;
  return Math.floor((netLossMinor * tier.pay) / 10_000);
}

const DAY_MS = 86_400_000;

/**
 * The dividend period that ends on business day `day` (YYYY-MM-DD), or null when none does: DAY every
 * day, WEEK on Sundays (Monday to Sunday), MONTH on a month's last day.
 */
export function periodEndingOn(
  period: 'DAY' | 'WEEK' | 'MONTH',
  day: string,
): { from: string; to: string } | null {
  const date = new Date(`${day}T00:00:00Z`);
  if (period === 'DAY') return { from: day, to: day };
  if (period === 'WEEK') {
    if (date.getUTCDay() !== 0) return null;
    return { from: new Date(date.getTime() - 6 * DAY_MS).toISOString().slice(0, 10), to: day };
  }
  const next = new Date(date.getTime() + DAY_MS);
  if (next.getUTCDate() !== 1) return null;
  return { from: `${day.slice(0, 8)}01`, to: day };
}
