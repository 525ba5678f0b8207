import { api, safeSessionStorage } from '@lobby/shared';

// The lottery page's own credential: a play token traded once for the launch URL's single-use
// ticket (POST /lgw/session). It lives in this tab's sessionStorage, so a reload of the page
// (the ticket already spent) carries on until the token expires; the member token is never sent.

const STORAGE_KEY = 'lobby.lottery.play';

export interface PlaySession {
  playToken: string;
  expiresAt: string;
  /** The brand's currency symbol, for the page's amounts. */
  currencySymbol: string;
}

let current: PlaySession | null = null;

function stored(): PlaySession | null {
  if (current) return current;
  try {
    const raw = safeSessionStorage.getItem(STORAGE_KEY);
    current = raw ? (JSON.parse(raw) as PlaySession) : null;
  } catch {
    current = null; // not ours, or damaged: start again from a ticket
  }
  return current;
}

/** The session held for this tab, or null when none is or it has expired. */
export function heldPlaySession(now: number = Date.now()): PlaySession | null {
  const session = stored();
  if (!session || Date.parse(session.expiresAt) <= now) return null;
  return session;
}

/** The play token for X-Play-Token, or null when none is held or it has expired. */
export function playToken(now: number = Date.now()): string | null {
  return heldPlaySession(now)?.playToken ?? null;
}

type OpenedSession = PlaySession & { gameId: number; balance: number };
/** A ticket is good once: a second mount with the same ticket shares the first trade. */
const trades = new Map<string, Promise<OpenedSession>>();

/** Trades a launch ticket for a play token and keeps it for this tab. */
export function openPlaySession(ticket: string): Promise<OpenedSession> {
  let trade = trades.get(ticket);
  if (!trade) {
    trade = tradeTicket(ticket);
    trades.set(ticket, trade);
  }
  return trade;
}

async function tradeTicket(ticket: string): Promise<OpenedSession> {
  const answer = await api.post('/lgw/session', { body: { ticket } });
  current = {
    playToken: answer.playToken,
    expiresAt: answer.expiresAt,
    currencySymbol: answer.currencySymbol,
  };
  safeSessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  return { ...current, gameId: answer.gameId, balance: answer.balance };
}

/** Forgets the play token (it was refused: TICKET_INVALID). */
export function closePlaySession(): void {
  current = null;
  safeSessionStorage.removeItem(STORAGE_KEY);
}

/** Headers of a member lottery call. */
export function playHeaders(): { 'X-Play-Token': string } {
  return { 'X-Play-Token': playToken() ?? '' };
}
