/**
 * The language code content is looked up by: the app's codes (EN, CN, ID, ...) in upper case,
 * as the translation tables hold them; English when none is asked for.
 */
export function contentLanguage(language: string | undefined): string {
  return (language ?? 'EN').toUpperCase();
}
