import type { TFunction } from 'i18next';
import { apiErrorText, formatMoney, isApiError } from '@lobby/shared';

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
    if (error.code === 'AMOUNT_OUT_OF_RANGE') {
      const value = (error.value ?? {}) as { min?: number; max?: number };
      if (typeof value.max === 'number') {
        return t('play.error.AMOUNT_OUT_OF_RANGE', { max: formatMoney(value.max, currencySymbol) });
      }
    }
  }
  return apiErrorText(error, t);
}
