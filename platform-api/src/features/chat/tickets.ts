import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { chatTickets, members, sessions } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { hashToken, newSessionToken } from '../../security/tokens.js';
import { keepSessionAlive } from '../session/index.js';

/**
 * How long a chat link works. Short, because it travels in a URL (history, logs); it also ends
 * with the session that asked for it (logout, expiry). Opening the chat again gives a new one.
 */
export const CHAT_TICKET_MS = 2 * 60 * 60 * 1000;

/** A new ticket for the chat page of a signed-in member; expired tickets are swept on the way. */
export async function issueChatTicket(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  memberId: number,
  sessionId: number,
): Promise<string> {
  const now = ctx.clock.now();
  const ticket = newSessionToken();
  await ctx.db.delete(chatTickets).where(lt(chatTickets.expiresAt, now));
  await ctx.db.insert(chatTickets).values({
    ticketHash: hashToken(ticket),
    memberId,
    sessionId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHAT_TICKET_MS),
  });
  return ticket;
}

export interface ChatMember {
  id: number;
  username: string;
}

const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The member a chat ticket speaks for: CHAT_TICKET_INVALID when it is unknown, expired, or its
 * session has ended. A live session is kept alive by the chat, as by any signed-in call.
 */
export async function chatTicketMember(
  ctx: AppContext,
  ticket: string | undefined,
): Promise<ChatMember> {
  if (!ticket || !TICKET_PATTERN.test(ticket)) throw new ApiError('CHAT_TICKET_INVALID');
  const [row] = await ctx.db
    .select({ ticket: chatTickets, session: sessions, member: members })
    .from(chatTickets)
    .innerJoin(sessions, eq(sessions.id, chatTickets.sessionId))
    .innerJoin(
      members,
      and(eq(members.id, chatTickets.memberId), eq(members.id, sessions.memberId)),
    )
    .where(eq(chatTickets.ticketHash, hashToken(ticket)))
    .limit(1);
  if (!row || ctx.clock.now() >= row.ticket.expiresAt) throw new ApiError('CHAT_TICKET_INVALID');
  const alive = await keepSessionAlive(ctx, row.session, row.member).catch((error: unknown) => {
    if (error instanceof ApiError) return false;
    throw error;
  });
  if (!alive) throw new ApiError('CHAT_TICKET_INVALID');
  return { id: row.member.id, username: row.member.username };
}
