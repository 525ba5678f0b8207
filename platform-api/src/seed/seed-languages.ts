/**
 * The languages the seed writes its visible content in besides English, the base rows' own
 * language. Every table of seeded texts is a Record over this type, so one left out fails to
 * compile instead of showing English to that language's members.
 */
export type Language = 'CN' | 'TW' | 'ID' | 'TH' | 'VI' | 'KO' | 'JA' | 'FIL';

export const LANGUAGES: readonly Language[] = ['CN', 'TW', 'ID', 'TH', 'VI', 'KO', 'JA', 'FIL'];
