import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { members, rgSessions, sessions } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { hashToken, newSessionToken } from '../../security/tokens.js';
import { gameTickets, playSessions, type PlayKind } from '../../db/schema/play.js';
import { keepSessionAlive, type SessionContext } from '../session/index.js';

/** A launch URL is usable this long, and only once. */
export const TICKET_TTL_MS = 60_000;
/** A game opened from a ticket may be played this long (and never longer than its session). */
export const PLAY_SESSION_TTL_MS = 2 * 60 * 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A single-use ticket for one game, bound to the member session that launched it. */
export async function issueTicket(
  executor: Executor,
  owner: { memberId: number; sessionId: number },
  gameId: number,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = newSessionToken();
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  await executor.insert(gameTickets).values({
    tokenHash: hashToken(ticket),
    memberId: owner.memberId,
    sessionId: owner.sessionId,
    gameId,
    createdAt: now,
    expiresAt,
  });
  return { ticket, expiresAt };
}

export interface PlaySession {
  memberId: number;
  /** The member session that launched the game (absent right after a ticket is redeemed). */
  sessionId?: number;
  gameId: number;
  token: string;
}

/**
 * Exchanges a ticket for a play session of one kind of game, atomically: of two requests with
 * one ticket only one wins (the UPDATE ... WHERE used_at IS NULL), and an expired or unknown
 * ticket, or one whose member session has ended (the row is gone with it), is refused.
 */
export async function redeemTicket(
  executor: Executor,
  ticket: string,
  kind: PlayKind,
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
    .returning({
      memberId: gameTickets.memberId,
      gameId: gameTickets.gameId,
      sessionId: gameTickets.sessionId,
    });
  if (!used) throw new ApiError('TICKET_INVALID');
  const token = newSessionToken();
  await executor.insert(playSessions).values({
    tokenHash: hashToken(token),
    memberId: used.memberId,
    gameId: used.gameId,
    sessionId: used.sessionId,
    kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PLAY_SESSION_TTL_MS),
  });
  return { memberId: used.memberId, gameId: used.gameId, token };
}

/**
 * The play session of a game page's `X-Play-Token` header, for a call of one kind of game;
 * TICKET_INVALID otherwise. The token lives only while the member session that launched the
 * game does (logout, password change or reset, other sessions signed out, expiry all delete
 * that session, and the play session with it) and while the member is enabled. Playing counts
 * as activity of that session, like any member call.
 */
export async function authenticatePlay(
  ctx: SessionContext,
  token: string | undefined,
  kind: PlayKind,
): Promise<PlaySession> {
  if (!token || !TOKEN_PATTERN.test(token)) throw new ApiError('TICKET_INVALID');
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({
      memberId: playSessions.memberId,
      gameId: playSessions.gameId,
      session: sessions,
      disabled: members.disabled,
      timeLimitAt: rgSessions.timeLimitAt,
    })
    .from(playSessions)
    .innerJoin(sessions, eq(sessions.id, playSessions.sessionId))
    .innerJoin(members, eq(members.id, playSessions.memberId))
    .leftJoin(rgSessions, eq(rgSessions.sessionId, sessions.id))
    .where(
      and(
        eq(playSessions.tokenHash, hashToken(token)),
        eq(playSessions.kind, kind),
        gt(playSessions.expiresAt, now),
      ),
    );
  if (!row || !(await keepSessionAlive(ctx, row.session, row, row.timeLimitAt))) {
    throw new ApiError('TICKET_INVALID');
  }
  return { memberId: row.memberId, sessionId: row.session.id, gameId: row.gameId, token };
}
