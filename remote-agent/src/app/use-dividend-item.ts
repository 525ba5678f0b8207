import { useRequest, useWhitelabel } from '@lobby/shared';
import { fetchContracts } from '@/features/agent-pay/api/agent-pay-api';

/**
 * The agent home's "Agent dividend" item: shown (with affiliate management on) only to an agent
 * with a dividend contract in force or offered, and marked when an offer waits for an answer.
 * Hidden while unknown or when the call fails: a sub-agent without a dividend contract has no
 * dividends to see.
 */
export function useDividendItem(): { shown: boolean; waiting: boolean } {
  const affiliate = useWhitelabel('AFFMAN3');
  const { state } = useRequest(() => fetchContracts('DIVIDEND'), 'agent-home-dividend');
  if (!affiliate || state.status !== 'success') return { shown: false, waiting: false };
  const waiting = state.data.offers.length > 0;
  return { shown: waiting || state.data.active !== null, waiting };
}
