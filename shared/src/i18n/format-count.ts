import { findLanguage } from './languages';

/**
 * A whole count (team figures) grouped the way the reader's language groups numbers, by its
 * BCP 47 tag (the app's codes CN and TW are no locales: 'tw' would be Twi), always in Western
 * digits, the digits of every other figure of the app.
 */
export function formatCount(value: number, languageCode: string): string {
  const locale = findLanguage(languageCode)?.htmlLang ?? 'en';
  return new Intl.NumberFormat(`${locale}-u-nu-latn`, { maximumFractionDigits: 0 }).format(value);
}
