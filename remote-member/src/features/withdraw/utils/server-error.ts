import type { RateLimitedValue } from '@lobby/platform-api/contract';
import type { TFunction } from 'i18next';
import { apiErrorText, formatMoney, isApiError } from '@lobby/shared';
import { currentCurrencySymbol } from '@lobby/shared/currency-symbol';

/**
 * A refused call in the member's words: a locked payment password says how long to wait, a
 * wrong one how many tries are left; everything else is the shared text of a refusal (apiErrorText).
 * `wrongPasswordText` names the password that was wrong when it is not the payment password
 * (setting it the first time checks the login password). A request above the own money says how much can go now and
 * what turnover releases the rest.
 */
export function serverErrorText(t: TFunction, error: unknown, wrongPasswordText?: string): string {
  if (!isApiError(error)) return apiErrorText(error, t);
  if (error.code === 'RATE_LIMITED') {
    const seconds = (error.value as RateLimitedValue)?.retryAfterSeconds;
    if (seconds) return t('wallet:withdraw.locked', { minutes: Math.ceil(seconds / 60) });
  }
  if (error.code === 'PAYMENT_PASSWORD_WRONG') {
    const wrong = wrongPasswordText ?? t('common:errors.payment_password_error');
    const left = (error.value as { remainingTries?: number } | null)?.remainingTries;
    return typeof left === 'number'
      ? t('wallet:withdraw.triesLeft', { message: wrong, left })
      : wrong;
  }
  if (error.code === 'TURNOVER_REQUIRED') {
    const value = error.value as { remaining?: number; withdrawable?: number } | null;
    const symbol = currentCurrencySymbol();
    if (typeof value?.remaining === 'number' && typeof value.withdrawable === 'number') {
      return t('wallet:withdraw.turnoverRefused', {
        amount: formatMoney(value.remaining, symbol),
        withdrawable: formatMoney(value.withdrawable, symbol),
      });
    }
  }
  return apiErrorText(error, t);
}
