import type { TFunction } from 'i18next';
import { mobileDigitsFor } from '@lobby/platform-api/phone';

/**
 * The words under the mobile number: its country's digits (issue 36 item 7), from the one table
 * the server checks with. An undeclared dialing code gets no hint (the general rule still holds).
 */
export function mobileHint(t: TFunction, dialingCode: string): string | undefined {
  const digits = mobileDigitsFor(dialingCode);
  if (!digits) return undefined;
  return digits.min === digits.max
    ? t('register.mobileDigits', { digits: digits.min })
    : t('register.mobileDigitsRange', { min: digits.min, max: digits.max });
}
