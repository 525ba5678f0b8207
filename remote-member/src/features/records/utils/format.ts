import { formatMoney } from '@lobby/shared';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A moment as YYYY/MM/DD HH:mm (spec section 9), in UTC like the periods the server counts,
 * so a record of "yesterday" never shows today's date.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDay(date.toISOString().slice(0, 10))} ${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}`;
}

/** A calendar day (YYYY-MM-DD) as YYYY/MM/DD. */
export function formatDay(day: string): string {
  return day.slice(0, 10).replaceAll('-', '/');
}

/** Which way money moved: credit (in), debit (out) or nothing. */
export type Direction = 'credit' | 'debit' | 'zero';

export function directionOf(amount: number): Direction {
  if (Math.round(amount * 100) === 0) return 'zero';
  return amount > 0 ? 'credit' : 'debit';
}

/** A signed amount: +1,234.50 / -20.00 / 0.00 (the sign says the direction, not colour alone). */
export function formatSigned(amount: number, symbol = ''): string {
  const direction = directionOf(amount);
  const text = formatMoney(Math.abs(amount), symbol);
  if (direction === 'credit') return `+${text}`;
  if (direction === 'debit') return `-${text}`;
  return text;
}
