import { findLanguage } from '@lobby/shared';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Formats the platform's 'YYYY-MM-DD' as a calendar date in the reader's language. */
export function formatPromoDate(value: string, languageCode: string): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  const locale = findLanguage(languageCode)?.htmlLang ?? 'en';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}
