import { findLanguage } from './languages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date ('YYYY-MM-DD') or a moment (ISO 8601) as a short date in the reader's language. */
export function formatDate(value: string, languageCode: string): string {
  const day = ISO_DATE.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const locale = findLanguage(languageCode)?.htmlLang ?? 'en';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}
