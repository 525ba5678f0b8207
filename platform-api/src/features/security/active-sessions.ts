import { and, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { ActiveSession } from '../../contract/security.js';
import type { Db } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { deviceLabel } from './device.js';

/**
 * The member's live sessions (not idle- or absolutely expired), the caller's own first. Ending
 * one deletes its row, so its token answers 401 NOT_LOGGED_IN on the next call, and the launch
 * tickets and play sessions it opened go with it (ON DELETE CASCADE).
 */
export async function listSessions(
  db: Db,
  memberId: number,
  currentId: number,
  now: Date,
): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  const list = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ip: row.ip,
    device: deviceLabel(row.userAgent),
    current: row.id === currentId,
  }));
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

export async function countSessions(db: Db, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Signs out one of the member's own sessions; another member's (or none): 404. */
export async function endSession(db: Db, memberId: number, sessionId: number): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new ApiError('NOT_FOUND');
}

/** Signs out every session of the member but the caller's; answers how many ended. */
export async function endOtherSessions(
  db: Db,
  memberId: number,
  currentId: number,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.memberId, memberId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return ended.length;
}
