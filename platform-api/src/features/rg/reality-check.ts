import { eq, sql } from 'drizzle-orm';
import type { RealityCheck } from '../../contract/rg.js';
import { selectRows, type Executor } from '../../db/database.js';
import { rgSessions, sessions } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { realityCheckIntervalOf } from './session-rules.js';
import { readSettings } from './settings.js';

/**
 * The reality check of one signed-in session at `now`: due once the chosen interval has passed
 * since sign-in or since the member last answered one, with the session's duration, stakes,
 * payouts and net result (bets placed since sign-in).
 */
export async function realityCheckOf(
  db: Executor,
  session: { id: number; memberId: number },
  now: Date,
): Promise<RealityCheck> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, rg: rgSessions })
    .from(sessions)
    .leftJoin(rgSessions, eq(rgSessions.sessionId, sessions.id))
    .where(eq(sessions.id, session.id));
  if (!row) throw new ApiError('NOT_LOGGED_IN');
  const settings = await readSettings(db, session.memberId);
  const interval = realityCheckIntervalOf(settings, now).minutes;
  const since = row.rg?.acknowledgedAt ?? row.createdAt;
  const nextAt = interval ? new Date(since.getTime() + interval * 60_000) : null;
  const [figures] = await selectRows<{ stake: string | null; payout: string | null }>(
    db,
    sql`SELECT sum(stake_minor) AS stake, sum(payout_minor) AS payout FROM bet_records
         WHERE member_id = ${session.memberId} AND placed_at >= ${row.createdAt}
           AND status <> 'CANCELLED'`,
  );
  const stake = Number(figures?.stake ?? 0);
  const payout = Number(figures?.payout ?? 0);
  return {
    intervalMinutes: interval,
    due: nextAt !== null && nextAt.getTime() <= now.getTime(),
    nextAt: nextAt?.toISOString() ?? null,
    sessionEndsAt: row.rg?.timeLimitAt?.toISOString() ?? null,
    sessionStartedAt: row.createdAt.toISOString(),
    durationSeconds: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 1000)),
    stake: toMajor(stake),
    payout: toMajor(payout),
    net: toMajor(payout - stake),
  };
}

/** The member answered the check (continue, bet record or sign out): the next one is an interval on. */
export async function acknowledgeRealityCheck(db: Executor, sessionId: number, now: Date) {
  await db
    .insert(rgSessions)
    .values({ sessionId, acknowledgedAt: now })
    .onConflictDoUpdate({ target: rgSessions.sessionId, set: { acknowledgedAt: now } });
}

/** Game rounds wait for a due reality check (REALITY_CHECK_DUE): asked before each round. */
export async function refuseIfRealityCheckDue(
  db: Executor,
  session: { id: number; memberId: number },
  now: Date,
): Promise<void> {
  const settings = await readSettings(db, session.memberId);
  if (!realityCheckIntervalOf(settings, now).minutes) return;
  if ((await realityCheckOf(db, session, now)).due) throw new ApiError('REALITY_CHECK_DUE');
}
