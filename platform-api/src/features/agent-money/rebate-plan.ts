import type { RebateCategory } from '../../contract/agent-money.js';
import type { RateTable } from './rates.js';

export interface StakeLine {
  memberId: number;
  category: RebateCategory;
  stakeMinor: number;
}

export interface RebateShare {
  /** The account's own settled stakes of the day. */
  stakeMinor: number;
  /** Rebate on its own stakes. */
  ownMinor: number;
  /** The rate differences on its downline's stakes. */
  downlineMinor: number;
}

/**
 * Who gets what from a day's stakes: each bettor `stake × own rate`; each agent up the chain
 * `stake × (own rate − the highest rate below it on the way up)` — rates are capped by the
 * upline's, so that is the child's rate, and the sum paid on a stake never exceeds the top
 * agent's rate. Amounts are floored per stake line (minor units).
 */
export function planRebates(
  stakes: readonly StakeLine[],
  parentOf: ReadonlyMap<number, number | null>,
  rates: ReadonlyMap<number, RateTable>,
): Map<number, RebateShare> {
  const shares = new Map<number, RebateShare>();
  const share = (id: number) => {
    let entry = shares.get(id);
    if (!entry) {
      entry = { stakeMinor: 0, ownMinor: 0, downlineMinor: 0 };
      shares.set(id, entry);
    }
    return entry;
  };
  const rateOf = (id: number, category: RebateCategory) => rates.get(id)?.[category] ?? 0;
  for (const line of stakes) {
    const own = share(line.memberId);
    own.stakeMinor += line.stakeMinor;
    let below = rateOf(line.memberId, line.category);
    own.ownMinor += Math.floor((line.stakeMinor * below) / 10_000);
    const seen = new Set([line.memberId]);
    for (let id = parentOf.get(line.memberId) ?? null; id !== null; id = parentOf.get(id) ?? null) {
      if (seen.has(id)) break;
      seen.add(id);
      const rate = rateOf(id, line.category);
      if (rate > below) {
        share(id).downlineMinor += Math.floor((line.stakeMinor * (rate - below)) / 10_000);
        below = rate;
      }
    }
  }
  return shares;
}
