import type { TFunction } from 'i18next';
import { apiErrorText, formatMoney, isApiError, refusalValue } from '@lobby/shared';
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
  const seconds = refusalValue(error, 'RATE_LIMITED')?.retryAfterSeconds;
  if (seconds) return t('wallet:withdraw.locked', { minutes: Math.ceil(seconds / 60) });
  if (error.code === 'PAYMENT_PASSWORD_WRONG') {
    const wrong = wrongPasswordText ?? t('common:errors.payment_password_error');
    const left = refusalValue(error, 'PAYMENT_PASSWORD_WRONG')?.remainingTries;
    return typeof left === 'number'
      ? t('wallet:withdraw.triesLeft', { message: wrong, left })
      : wrong;
  }
  const turnover = refusalValue(error, 'TURNOVER_REQUIRED');
  if (turnover?.withdrawable !== undefined) {
    const symbol = currentCurrencySymbol();
    return t('wallet:withdraw.turnoverRefused', {
      amount: formatMoney(turnover.remaining, symbol),
      withdrawable: formatMoney(turnover.withdrawable, symbol),
    });
  }
  return apiErrorText(error, t);
}
