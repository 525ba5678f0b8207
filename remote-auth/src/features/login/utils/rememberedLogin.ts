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
    const raw = localStorage.getItem(REMEMBERED_LOGIN_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isRememberedLogin(parsed) ? parsed.username : null;
  } catch {
    return null;
  }
}

export function rememberUsername(username: string): void {
  const value: RememberedLogin = { type: 'username', username };
  localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(value));
}

export function forgetRememberedLogin(): void {
  localStorage.removeItem(REMEMBERED_LOGIN_KEY);
}
