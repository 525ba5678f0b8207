import type { SessionInfo } from './session-types';

export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';

function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.merchantCode === 'string' &&
    typeof v.userName === 'string' &&
    typeof v.type === 'number' &&
    Number.isInteger(v.type) &&
    typeof v.firstTimeLogin === 'boolean'
  );
}

/** The stored session, or null when absent or malformed (a malformed entry is removed). */
export function readStoredSession(): SessionInfo | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSessionInfo(parsed)) {
      const { token, merchantCode, userName, type, firstTimeLogin } = parsed;
      return { token, merchantCode, userName, type, firstTimeLogin };
    }
  } catch {
    // fall through: unreadable entries are dropped
  }
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

export function writeStoredSession(session: SessionInfo | null): void {
  try {
    if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage full or disabled (private mode): the session still lives in memory
  }
}
