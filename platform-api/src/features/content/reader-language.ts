import { CONTENT_LANGUAGES, type ContentLanguage } from '../../http/schemas.js';

/**
 * The app language a reader's code names: the app's own codes (VI, TW, ...) in any case, or a
 * browser tag (vi-VN, zh-TW, zh-Hant, zh-CN, fil-PH, ...); English for anything else. The one
 * rule every translated read uses (content, promotions, game names, inbox notices, the game
 * pages' words), so a reader gets the same language everywhere.
 */
export function readerLanguage(language: string | undefined): ContentLanguage {
  const code = (language ?? '').toUpperCase().replace('_', '-');
  if (/^ZH-(TW|HK|MO|HANT)/.test(code)) return 'TW';
  if (code.startsWith('ZH')) return 'CN';
  if (code === 'TL' || code.startsWith('TL-')) return 'FIL';
  const base = code.split('-')[0] as ContentLanguage;
  return CONTENT_LANGUAGES.includes(base) ? base : 'EN';
}
