/**
 * When the home login popups are due: once after each login (the login is told apart by its
 * token, kept here only as a fingerprint). They are login popups: a visitor gets none, and so
 * does not download their sanitizer on the first visit either.
 */
const MEMBER_KEY = 'homePopupsLogin';

// Storage can be refused (private modes, quotas): then this page's memory remembers instead.
const remembered = new Map<string, string>();

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return remembered.get(key) ?? null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    remembered.set(key, value);
  }
}

/** FNV-1a: a short fingerprint that tells logins apart without storing the token again. */
export function loginFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const local = () => window.localStorage;

export function popupsDue(token: string | null): boolean {
  return token !== null && read(local, MEMBER_KEY) !== loginFingerprint(token);
}

export function markPopupsShown(token: string): void {
  write(local, MEMBER_KEY, loginFingerprint(token));
}
