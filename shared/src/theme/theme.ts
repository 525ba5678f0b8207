import { safeLocalStorage } from '../storage/safe-storage';

export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'theme';

/** 'light' only when stored as such; any other value (or none) is dark (spec section 3). */
export function normalizeTheme(value: unknown): Theme {
  return value === 'light' ? 'light' : 'dark';
}

export function getTheme(): Theme {
  return normalizeTheme(safeLocalStorage.getItem(THEME_STORAGE_KEY));
}

/** Applies the stored theme to <html data-theme> and rewrites an invalid stored value as dark. */
export function initTheme(): Theme {
  const theme = getTheme();
  setTheme(theme);
  return theme;
}

/**
 * The page colour of each theme (`--lb-bg` of ui/theme.css): the browser's bar, and an installed
 * app's title bar, take it from the theme-color meta (the manifest has the default, dark).
 */
export const THEME_COLORS: Record<Theme, string> = { dark: '#0b1426', light: '#f3f5fa' };

export function setTheme(theme: Theme): void {
  const normalized = normalizeTheme(theme);
  document.documentElement.dataset.theme = normalized;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLORS[normalized]);
  // storage refused: the theme applies for this visit only
  safeLocalStorage.setItem(THEME_STORAGE_KEY, normalized);
}
