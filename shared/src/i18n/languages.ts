export interface Language {
  /** Code used in URLs, storage and locale folders: locales/<code>/<ns>.json. */
  code: string;
  nativeName: string;
  /** BCP 47 tag for <html lang>. */
  htmlLang: string;
  rtl?: boolean;
  /** Has its own complete translation files; the others fall back to English. */
  translated?: boolean;
}

export const DEFAULT_LANGUAGE = 'EN';

/**
 * The ~35 languages of the spec. The spec's eight (EN, CN, TW, TH, VI, ID, KO, JA) and FIL are
 * fully translated (locales/scripts/completeness.mjs requires them); the others fall back to EN.
 */
export const LANGUAGES: readonly Language[] = [
  { code: 'EN', nativeName: 'English', htmlLang: 'en', translated: true },
  { code: 'ID', nativeName: 'Bahasa Indonesia', htmlLang: 'id', translated: true },
  { code: 'FIL', nativeName: 'Filipino', htmlLang: 'fil', translated: true },
  { code: 'CN', nativeName: '简体中文', htmlLang: 'zh-CN', translated: true },
  { code: 'TW', nativeName: '繁體中文', htmlLang: 'zh-TW', translated: true },
  { code: 'TH', nativeName: 'ไทย', htmlLang: 'th', translated: true },
  { code: 'VI', nativeName: 'Tiếng Việt', htmlLang: 'vi', translated: true },
  { code: 'KO', nativeName: '한국어', htmlLang: 'ko', translated: true },
  { code: 'JA', nativeName: '日本語', htmlLang: 'ja', translated: true },
  { code: 'MS', nativeName: 'Bahasa Melayu', htmlLang: 'ms' },
  { code: 'HI', nativeName: 'हिन्दी', htmlLang: 'hi' },
  { code: 'BN', nativeName: 'বাংলা', htmlLang: 'bn' },
  { code: 'KM', nativeName: 'ខ្មែរ', htmlLang: 'km' },
  { code: 'MY', nativeName: 'မြန်မာ', htmlLang: 'my' },
  { code: 'LO', nativeName: 'ລາວ', htmlLang: 'lo' },
  { code: 'NE', nativeName: 'नेपाली', htmlLang: 'ne' },
  { code: 'UR', nativeName: 'اردو', htmlLang: 'ur', rtl: true },
  { code: 'TA', nativeName: 'தமிழ்', htmlLang: 'ta' },
  { code: 'TE', nativeName: 'తెలుగు', htmlLang: 'te' },
  { code: 'SI', nativeName: 'සිංහල', htmlLang: 'si' },
  { code: 'PT', nativeName: 'Português', htmlLang: 'pt' },
  { code: 'ES', nativeName: 'Español', htmlLang: 'es' },
  { code: 'FR', nativeName: 'Français', htmlLang: 'fr' },
  { code: 'DE', nativeName: 'Deutsch', htmlLang: 'de' },
  { code: 'IT', nativeName: 'Italiano', htmlLang: 'it' },
  { code: 'RU', nativeName: 'Русский', htmlLang: 'ru' },
  { code: 'TR', nativeName: 'Türkçe', htmlLang: 'tr' },
  { code: 'AR', nativeName: 'العربية', htmlLang: 'ar', rtl: true },
  { code: 'FA', nativeName: 'فارسی', htmlLang: 'fa', rtl: true },
  { code: 'PL', nativeName: 'Polski', htmlLang: 'pl' },
  { code: 'NL', nativeName: 'Nederlands', htmlLang: 'nl' },
  { code: 'SV', nativeName: 'Svenska', htmlLang: 'sv' },
  { code: 'UK', nativeName: 'Українська', htmlLang: 'uk' },
  { code: 'KK', nativeName: 'Қазақ тілі', htmlLang: 'kk' },
  { code: 'MN', nativeName: 'Монгол', htmlLang: 'mn' },
];

export function findLanguage(code: unknown): Language | undefined {
  if (typeof code !== 'string') return undefined;
  const upper = code.toUpperCase();
  return LANGUAGES.find((language) => language.code === upper);
}
