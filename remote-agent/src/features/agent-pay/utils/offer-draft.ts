import type { ContractOfferBody } from '@lobby/platform-api/contract';

/** One tier as typed: team figure from, active members from, pay (or share %). */
export interface TierDraft {
  minAmount: string;
  minActive: string;
  pay: string;
}

export const EMPTY_TIER: TierDraft = { minAmount: '', minActive: '', pay: '' };

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const COUNT = /^\d{1,7}$/;

/**
 * The typed tiers as the call's tiers, or the first field that is not a number of its kind
 * (amounts with at most two decimals, whole active-member counts; a dividend share ≤ 100 %).
 */
export function tiersFromDraft(
  kind: ContractOfferBody['kind'],
  draft: readonly TierDraft[],
): { tiers: ContractOfferBody['tiers'] } | { invalid: string } {
  const tiers: ContractOfferBody['tiers'] = [];
  for (const [index, tier] of draft.entries()) {
    if (!AMOUNT.test(tier.minAmount.trim())) return { invalid: `${index}.minAmount` };
    if (!COUNT.test(tier.minActive.trim())) return { invalid: `${index}.minActive` };
    const pay = tier.pay.trim();
    if (!AMOUNT.test(pay) || (kind === 'DIVIDEND' && Number(pay) > 100)) {
      return { invalid: `${index}.pay` };
    }
    tiers.push({
      minAmount: Number(tier.minAmount),
      minActive: Number(tier.minActive),
      pay: Number(pay),
    });
  }
  return { tiers };
}
