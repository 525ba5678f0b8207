import type { TFunction } from 'i18next';
import { apiErrorText, formatMoney, isApiError, refusalValue } from '@lobby/shared';

// The words of a refused order. The lottery's own refusals (a closed draw, a stake count the
// server counted otherwise…) have the panel's text; the rest the shared catalogue's (RG
// limits with their reset time, offline, insufficient balance…).

const OWN = new Set([
  'DRAW_CLOSED',
  'NUMERO_NOT_OPEN',
  'INSUFFICIENT_FUNDS',
  'STAKES_MISMATCH',
  'MODE_NOT_ALLOWED',
  'SERIES_NOT_ALLOWED',
  'NETWORK',
  'TICKET_INVALID',
]);

export function betErrorText(t: TFunction, error: unknown, currencySymbol: string): string {
  if (isApiError(error)) {
    if (OWN.has(error.code)) return t(`play.error.${error.code}`);
    const range = refusalValue(error, 'AMOUNT_OUT_OF_RANGE');
    if (range) {
      return t('play.error.AMOUNT_OUT_OF_RANGE', { max: formatMoney(range.max, currencySymbol) });
    }
  }
  return apiErrorText(error, t);
}
