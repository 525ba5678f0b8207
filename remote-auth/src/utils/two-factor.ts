import { refusalValue } from '@lobby/shared';

/** The challenge of a 401 TWO_FACTOR_REQUIRED (the first factor was right), else null. */
export function twoFactorChallengeOf(error: unknown): string | null {
  return refusalValue(error, 'TWO_FACTOR_REQUIRED')?.challenge ?? null;
}
