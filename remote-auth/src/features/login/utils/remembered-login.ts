import { safeLocalStorage } from '@lobby/shared';

/**
 * The remembered login keeps the username only. The password is left to the browser's own
 * password manager (autocomplete="current-password"), never written to storage by this app.
 */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';

interface RememberedLogin {
  type: 'username';
  username: string;
}

function isRememberedLogin(value: unknown): value is RememberedLogin {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.type === 'username' &&
    typeof record.username === 'string' &&
    record.username.length > 0 &&
    record.username.length <= 64
  );
}

export function readRememberedUsername(): string | null {
  try {
    const raw = safeLocalStorage.getItem(REMEMBERED_LOGIN_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isRememberedLogin(parsed) ? parsed.username : null;
  } catch {
    return null;
  }
}

export function rememberUsername(username: string): void {
  const value: RememberedLogin = { type: 'username', username };
  safeLocalStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(value));
}

export function forgetRememberedLogin(): void {
  safeLocalStorage.removeItem(REMEMBERED_LOGIN_KEY);
}

/** SMS mode remembers the number and dialing code (never a code or a password). */
export const REMEMBERED_MOBILE_KEY = 'rememberedMobile';
export const LOGIN_MODE_KEY = 'loginMode';

export function readRememberedMobile(): { dialingCode: string; mobile: string } | null {
  try {
    const parsed: unknown = JSON.parse(safeLocalStorage.getItem(REMEMBERED_MOBILE_KEY) ?? 'null');
    const record = parsed as Record<string, unknown> | null;
    if (
      record &&
      typeof record.dialingCode === 'string' &&
      /^\d{1,4}$/.test(record.dialingCode) &&
      typeof record.mobile === 'string' &&
      /^\d{1,20}$/.test(record.mobile)
    ) {
      return { dialingCode: record.dialingCode, mobile: record.mobile };
    }
  } catch {
    // fall through
  }
  return null;
}

export function rememberMobile(dialingCode: string, mobile: string): void {
  safeLocalStorage.setItem(REMEMBERED_MOBILE_KEY, JSON.stringify({ dialingCode, mobile }));
}

export function forgetRememberedMobile(): void {
  safeLocalStorage.removeItem(REMEMBERED_MOBILE_KEY);
}

export type LoginMode = 'username' | 'sms';

export function readLoginMode(): LoginMode {
  return safeLocalStorage.getItem(LOGIN_MODE_KEY) === 'sms' ? 'sms' : 'username';
}

export function rememberLoginMode(mode: LoginMode): void {
  safeLocalStorage.setItem(LOGIN_MODE_KEY, mode);
}
