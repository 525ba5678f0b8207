import { safeLocalStorage } from '@lobby/shared';

/**
 * When the home login popups are due: once after each login (the login is told apart by its
 * token, kept here only as a fingerprint). They are login popups: a visitor gets none, and so
 * does not download their sanitizer on the first visit either. Refused storage (private modes,
 * quotas) remembers in memory instead (safe storage).
 */
const MEMBER_KEY = 'homePopupsLogin';

/** FNV-1a: a short fingerprint that tells logins apart without storing the token again. */
export function loginFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function popupsDue(token: string | null): boolean {
  return token !== null && safeLocalStorage.getItem(MEMBER_KEY) !== loginFingerprint(token);
}

export function markPopupsShown(token: string): void {
  safeLocalStorage.setItem(MEMBER_KEY, loginFingerprint(token));
}
