import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { hashToken, newSessionToken } from '../../security/tokens.js';
import { gameTickets, playSessions } from '../../db/schema/play.js';

/** A launch URL is usable this long, and only once. */
export const TICKET_TTL_MS = 60_000;
/** A game opened from a ticket may be played this long. */
export const PLAY_SESSION_TTL_MS = 2 * 60 * 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function issueTicket(
  executor: Executor,
  memberId: number,
  gameId: number,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = newSessionToken();
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  await executor.insert(gameTickets).values({
    tokenHash: hashToken(ticket),
    memberId,
    gameId,
    createdAt: now,
    expiresAt,
  });
  return { ticket, expiresAt };
}

export interface PlaySession {
  memberId: number;
  gameId: number;
  token: string;
}

/**
 * Exchanges a ticket for a play session, atomically: of two requests with one ticket only one
 * wins (the UPDATE ... WHERE used_at IS NULL), and an expired or unknown ticket is refused.
 */
export async function redeemTicket(
  executor: Executor,
  ticket: string,
  now: Date,
): Promise<PlaySession> {
  if (!TOKEN_PATTERN.test(ticket)) throw new ApiError('TICKET_INVALID');
  const [used] = await executor
    .update(gameTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(gameTickets.tokenHash, hashToken(ticket)),
        isNull(gameTickets.usedAt),
        gt(gameTickets.expiresAt, now),
      ),
    )
    .returning({ memberId: gameTickets.memberId, gameId: gameTickets.gameId });
  if (!used) throw new ApiError('TICKET_INVALID');
  const token = newSessionToken();
  await executor.insert(playSessions).values({
    tokenHash: hashToken(token),
    memberId: used.memberId,
    gameId: used.gameId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PLAY_SESSION_TTL_MS),
  });
  return { ...used, token };
}

/** The play session of a game page's `X-Play-Token` header; TICKET_INVALID otherwise. */
export async function authenticatePlay(
  executor: Executor,
  token: string | undefined,
  now: Date,
): Promise<PlaySession> {
  if (!token || !TOKEN_PATTERN.test(token)) throw new ApiError('TICKET_INVALID');
  const [session] = await executor
    .select({ memberId: playSessions.memberId, gameId: playSessions.gameId })
    .from(playSessions)
    .where(and(eq(playSessions.tokenHash, hashToken(token)), gt(playSessions.expiresAt, now)));
  if (!session) throw new ApiError('TICKET_INVALID');
  return { ...session, token };
}
