import type { SelfExcludedValue } from '@lobby/platform-api/contract';
import { refusalValue } from '@lobby/shared';

/**
 * The refusal of a login during a time-out or self-exclusion when it offers the payout of the
 * balance (money on it and a payout account on file); otherwise null.
 */
export function exclusionWithPayout(error: unknown): SelfExcludedValue | null {
  const refusal = refusalValue(error, 'SELF_EXCLUDED');
  return refusal?.payout ? refusal : null;
}
