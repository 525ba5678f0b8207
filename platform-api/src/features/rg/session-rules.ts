import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rgSessions, rgSettings } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { readSettings, refuseExcluded } from './settings.js';

/**
 * Asked by the session service before a session starts: refuses a member in a time-out or
 * self-exclusion (SELF_EXCLUDED with the end date) and answers when the member's session time
 * limit ends the new session (null: no limit).
 */
export async function admitSession(
  db: Executor,
  memberId: number,
  now: Date,
): Promise<Date | null> {
  const settings = await readSettings(db, memberId);
  refuseExcluded(settings, now);
  const minutes = settings?.sessionLimitMinutes;
  return minutes ? new Date(now.getTime() + minutes * 60_000) : null;
}

/** Records the time limit of a session that just started (inside its transaction). */
export async function recordSessionLimit(
  tx: Executor,
  sessionId: number,
  endsAt: Date,
): Promise<void> {
  await tx.insert(rgSessions).values({ sessionId, timeLimitAt: endsAt });
}

/** NOT_LOGGED_IN telling why: the session's time limit signed the member out. */
export const sessionTimeLimitError = () =>
  new ApiError('NOT_LOGGED_IN', { reason: 'SESSION_TIME_LIMIT' });

/**
 * A new session time limit applies at once to the member's open sessions too, counted from each
 * one's sign-in (a session already past it ends at its next call); null lifts it.
 */
export async function applySessionLimit(
  tx: Executor,
  memberId: number,
  minutes: number | null,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO rg_sessions (session_id, time_limit_at)
    SELECT id, CASE WHEN ${minutes}::int IS NULL THEN NULL
                    ELSE created_at + make_interval(mins => ${minutes}::int) END
      FROM sessions WHERE member_id = ${memberId}
    ON CONFLICT (session_id) DO UPDATE SET time_limit_at = EXCLUDED.time_limit_at`);
}

export async function setSessionChoices(
  tx: Executor,
  memberId: number,
  choices: { sessionLimitMinutes: number | null; realityCheckMinutes: number | null },
  now: Date,
): Promise<void> {
  await tx
    .update(rgSettings)
    .set({ ...choices, updatedAt: now })
    .where(eq(rgSettings.memberId, memberId));
  await applySessionLimit(tx, memberId, choices.sessionLimitMinutes);
}
