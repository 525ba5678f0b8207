import type { TFunction } from 'i18next';
import { apiErrorText, refusalValue } from '@lobby/shared';

/**
 * A refused call in the member's words: how long a lock lasts, how many code tries are left,
 * else the shared text of a refusal (apiErrorText).
 */
export function securityErrorText(t: TFunction, error: unknown): string {
  const locked = refusalValue(error, 'RATE_LIMITED')?.retryAfterSeconds;
  if (locked) return t('security:locked', { minutes: Math.ceil(locked / 60) });
  const wrongCode = refusalValue(error, 'TWO_FACTOR_WRONG');
  if (wrongCode && 'remainingTries' in wrongCode) {
    return t('security:triesLeft', {
      message: t('common:errors.two_factor_wrong'),
      left: wrongCode.remainingTries,
    });
  }
  return apiErrorText(error, t);
}
