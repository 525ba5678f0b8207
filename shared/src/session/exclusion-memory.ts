import { safeLocalStorage } from '../storage/safe-storage';

/**
 * The end of a time-out or self-exclusion taken (or met at login) on this device: marketing
 * popups stay off here until then, even for the visitor the member has become.
 */
export const EXCLUDED_UNTIL_KEY = 'lobby.excludedUntil';

export function rememberExclusion(until: string): void {
  safeLocalStorage.setItem(EXCLUDED_UNTIL_KEY, until);
}

export function isExcludedOnThisDevice(now: Date = new Date()): boolean {
  const until = Date.parse(safeLocalStorage.getItem(EXCLUDED_UNTIL_KEY) ?? '');
  return Number.isFinite(until) && until > now.getTime();
}
