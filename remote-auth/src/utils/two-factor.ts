import { isApiError } from '@lobby/shared';

/** The challenge of a 401 TWO_FACTOR_REQUIRED (the first factor was right), else null. */
export function twoFactorChallengeOf(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'TWO_FACTOR_REQUIRED') return null;
  const challenge = (error.value as { challenge?: unknown } | null)?.challenge;
  return typeof challenge === 'string' ? challenge : null;
}
