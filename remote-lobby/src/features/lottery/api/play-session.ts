import { api } from '@lobby/shared';

// The lottery page's own credential: a play token traded once for the launch URL's single-use
// ticket (POST /lgw/session). It lives in this tab's sessionStorage, so a reload of the page
// (the ticket already spent) carries on until the token expires; the member token is never sent.

const STORAGE_KEY = 'lobby.lottery.play';

interface StoredSession {
  playToken: string;
  expiresAt: string;
}

let current: StoredSession | null = null;

function stored(): StoredSession | null {
  if (current) return current;
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    current = raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    current = null;
  }
  return current;
}

/** The play token for X-Play-Token, or null when none is held or it has expired. */
export function playToken(now: number = Date.now()): string | null {
  const session = stored();
  if (!session || Date.parse(session.expiresAt) <= now) return null;
  return session.playToken;
}

/** Trades a launch ticket for a play token and keeps it for this tab. */
export async function openPlaySession(
  ticket: string,
): Promise<{ gameId: number; balance: number }> {
  const session = await api.post('/lgw/session', { body: { ticket } });
  current = { playToken: session.playToken, expiresAt: session.expiresAt };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Private mode without storage: the token still lives in memory for this page.
  }
  return { gameId: session.gameId, balance: session.balance };
}

/** Forgets the play token (it was refused: TICKET_INVALID). */
export function closePlaySession(): void {
  current = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/** Headers of a member lottery call. */
export function playHeaders(): { 'X-Play-Token': string } {
  return { 'X-Play-Token': playToken() ?? '' };
}
