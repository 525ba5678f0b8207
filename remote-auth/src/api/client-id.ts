import { safeLocalStorage } from '@lobby/shared';

/** A random id of this browser, sent as X-Client-Id: captchas and login attempts bind to it. */
export const CLIENT_ID_KEY = 'lobbyClientId';

export function clientId(): string {
  const stored = safeLocalStorage.getItem(CLIENT_ID_KEY);
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  // storage refused: the id is kept in memory and still works for this visit
  safeLocalStorage.setItem(CLIENT_ID_KEY, id);
  return id;
}
