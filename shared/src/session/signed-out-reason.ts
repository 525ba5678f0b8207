import { safeSessionStorage } from '../storage/safe-storage';

/** Why the platform ended the session (NOT_LOGGED_IN with a reason), for the login screen. */
export const SIGNED_OUT_REASON_KEY = 'lobby.signedOutReason';

export type SignedOutReason = 'SESSION_TIME_LIMIT';

export function rememberSignedOutReason(value: unknown): void {
  const reason = (value as { reason?: unknown } | null)?.reason;
  if (reason === 'SESSION_TIME_LIMIT') safeSessionStorage.setItem(SIGNED_OUT_REASON_KEY, reason);
}

/** The reason kept for the login screen, if any (read it, then forget it). */
export function readSignedOutReason(): SignedOutReason | null {
  const reason = safeSessionStorage.getItem(SIGNED_OUT_REASON_KEY);
  return reason === 'SESSION_TIME_LIMIT' ? reason : null;
}

export function forgetSignedOutReason(): void {
  safeSessionStorage.removeItem(SIGNED_OUT_REASON_KEY);
}
