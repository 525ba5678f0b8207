import type { SelfExcludedValue } from '@lobby/platform-api/contract';
import { isApiError } from '@lobby/shared';

/**
 * The refusal of a login during a time-out or self-exclusion when it offers the payout of the
 * balance (money on it and a payout account on file); otherwise null.
 */
export function exclusionWithPayout(error: unknown): SelfExcludedValue | null {
  if (!isApiError(error) || error.code !== 'SELF_EXCLUDED') return null;
  const refusal = error.value as SelfExcludedValue | null;
  return refusal?.payout ? refusal : null;
}
