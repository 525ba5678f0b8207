/**
 * The page colours of the site's two themes (`--lb-bg` of shared/src/ui/theme.css, also in
 * host/public/index.html and shared/src/theme/theme.ts; site.test.ts keeps them equal). Dark is
 * the default theme (spec section 3).
 */
export const THEME_COLORS = { dark: '#0b1426', light: '#f3f5fa' } as const;
