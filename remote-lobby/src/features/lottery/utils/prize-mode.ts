/**
 * Prize mode of the embedded lottery (spec section 4): elott when the vendor mapping has ELOTT
 * with TCG_LOTTO_VN or LOTT, else lott.
 */
export function prizeMode(mapping: Record<string, string[]> | undefined): 'elott' | 'lott' {
  const elott = mapping?.ELOTT ?? [];
  return elott.includes('TCG_LOTTO_VN') || elott.includes('LOTT') ? 'elott' : 'lott';
}

/** A css file named after the merchant, as the embedded page expects. */
export function merchantCss(merchantCode: string | undefined): string {
  return `${(merchantCode ?? 'default').replace(/[^A-Za-z0-9_-]/g, '')}.css`;
}

/** The play menu's prize mode for the launch's `prize_mode` (lott serves Tradition plays). */
export function menuPrizeMode(mode: string | null): 'Lott' | 'Elott' {
  return mode === 'lott' ? 'Lott' : 'Elott';
}
