import { and, eq } from 'drizzle-orm';
import type { ContractKind } from '../../contract/agent-money.js';
import type { Executor } from '../../db/database.js';
import { agentContracts, type ContractPeriod, type ContractTier } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { reachedTier } from './tiers.js';

/** Longer dividend periods net a team's winning days against its losing ones: they pay less. */
const PERIOD_LENGTH: Record<ContractPeriod, number> = { DAY: 1, WEEK: 7, MONTH: 28 };

/**
 * An agent passes on at most what it earns: an offer to its sub-agent may not pay more than the
 * offering agent's own ACTIVE contract of the same kind at any team figure. Tiers pay the best
 * tier reached, so it suffices to look at each offered tier's own minimums: there the offered
 * tier's pay (salary and hourly: an amount; dividend: a percent of the net loss) must not exceed
 * what the agent's own tiers pay for the same figure and active members. A dividend offer's
 * period may also not be shorter than the agent's own. Without an own contract of the kind,
 * the agent has nothing to pass on. CONTRACT_ABOVE_CAP names the first offending tier.
 */
export async function checkUnderOwnContract(
  tx: Executor,
  offeringAgentId: number,
  kind: ContractKind,
  period: ContractPeriod,
  tiers: readonly ContractTier[],
): Promise<void> {
  const [own] = await tx
    .select({ tiers: agentContracts.tiers, period: agentContracts.period })
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.agentId, offeringAgentId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  if (!own) {
    throw new ApiError('CONTRACT_ABOVE_CAP', null, [
      { path: 'kind', messageKey: 'contract_above_cap' },
    ]);
  }
  if (kind === 'DIVIDEND' && PERIOD_LENGTH[period] < PERIOD_LENGTH[own.period]) {
    throw new ApiError('CONTRACT_ABOVE_CAP', null, [
      { path: 'period', messageKey: 'contract_above_cap' },
    ]);
  }
  tiers.forEach((tier, index) => {
    const ownPay = reachedTier(own.tiers, tier.minAmountMinor, tier.minActive)?.pay ?? 0;
    if (tier.pay > ownPay) {
      throw new ApiError('CONTRACT_ABOVE_CAP', null, [
        { path: `tiers.${index}.pay`, messageKey: 'contract_above_cap' },
      ]);
    }
  });
}
