import { randomBytes } from 'node:crypto';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';

/** fee = amount × bp / 10,000 (rounded to the cent) + fixed; all minor units. */
export function feeOf(amountMinor: number, feeBp: number, feeFixedMinor: number): number {
  return Math.round((amountMinor * feeBp) / 10_000) + feeFixedMinor;
}

/** 400 AMOUNT_OUT_OF_RANGE with the limits in major units, for the amount field. */
export function checkRange(amountMinor: number, minMinor: number, maxMinor: number): void {
  if (amountMinor < minMinor || amountMinor > maxMinor) {
    throw new ApiError('AMOUNT_OUT_OF_RANGE', { min: toMajor(minMinor), max: toMajor(maxMinor) }, [
      { path: 'amount', messageKey: 'amount_out_of_range' },
    ]);
  }
}

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `D` / `W` + the UTC day + 10 random characters: unique, unguessable, readable on a call. */
export function businessNumber(prefix: 'D' | 'W' | 'M', now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const bytes = randomBytes(10);
  let tail = '';
  for (const byte of bytes) tail += ALPHABET[byte % ALPHABET.length];
  return `${prefix}${day}${tail}`;
}
