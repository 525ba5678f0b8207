import type { TFunction } from 'i18next';
import { apiErrorText, isApiError } from '@lobby/shared';

/**
 * A refused call in the member's words: how long a lock lasts, how many code tries are left,
 * else the shared text of a refusal (apiErrorText).
 */
export function securityErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return apiErrorText(error, t);
  const value = (error.value ?? {}) as { retryAfterSeconds?: number; remainingTries?: number };
  if (error.code === 'RATE_LIMITED' && value.retryAfterSeconds) {
    return t('security:locked', { minutes: Math.ceil(value.retryAfterSeconds / 60) });
  }
  if (error.code === 'TWO_FACTOR_WRONG' && typeof value.remainingTries === 'number') {
    return t('security:triesLeft', {
      message: t('common:errors.two_factor_wrong'),
      left: value.remainingTries,
    });
  }
  return apiErrorText(error, t);
}
