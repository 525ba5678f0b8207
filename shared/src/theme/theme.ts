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

export function setTheme(theme: Theme): void {
  const normalized = normalizeTheme(theme);
  document.documentElement.dataset.theme = normalized;
  // storage refused: the theme applies for this visit only
  safeLocalStorage.setItem(THEME_STORAGE_KEY, normalized);
}
