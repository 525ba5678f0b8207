import type { MemberType } from '@lobby/platform-api/contract';
import { safeLocalStorage } from '../storage/safe-storage';
import type { SessionInfo } from './session-types';

export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';

/** Every account type of the contract (the compiler keeps this table complete and exact). */
const MEMBER_TYPES: Record<MemberType, true> = {
  0: true,
  1: true,
  2: true,
  4: true,
  40: true,
  41: true,
  42: true,
};

/** Storage is outside our control (other code, old versions, the user): checked on every read. */
function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.merchantCode === 'string' &&
    typeof v.userName === 'string' &&
    typeof v.type === 'number' &&
    Object.hasOwn(MEMBER_TYPES, v.type) &&
    typeof v.firstTimeLogin === 'boolean'
  );
}

/** The stored session, or null when absent or malformed (a malformed entry is removed). */
export function readStoredSession(): SessionInfo | null {
  const raw = safeLocalStorage.getItem(SESSION_STORAGE_KEY);
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
  safeLocalStorage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

export function writeStoredSession(session: SessionInfo | null): void {
  // storage full or refused (private mode): the session then lives in memory for this page
  if (session) safeLocalStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else safeLocalStorage.removeItem(SESSION_STORAGE_KEY);
}
