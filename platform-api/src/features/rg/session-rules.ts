import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rgSessions, rgSettings } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { COOLING_OFF_MS } from './limits.js';
import { readSettings, refuseExcluded, type SettingsRow } from './settings.js';

/** One session choice as it stands at a moment: what applies, and a change in its cooling-off. */
export interface SessionChoice {
  minutes: number | null;
  pending: { minutes: number | null; since: Date } | null;
}

/**
 * What a stored choice means at `now`: a pending one whose 24 hours have passed applies (no
 * scheduler; every reader goes through here, and the next change rewrites the row).
 */
function settleChoice(
  minutes: number | null | undefined,
  pendingMinutes: number | null | undefined,
  since: Date | null | undefined,
  now: Date,
): SessionChoice {
  if (since && since.getTime() + COOLING_OFF_MS <= now.getTime()) {
    return { minutes: pendingMinutes ?? null, pending: null };
  }
  return {
    minutes: minutes ?? null,
    pending: since ? { minutes: pendingMinutes ?? null, since } : null,
  };
}

export function sessionLimitOf(row: SettingsRow | undefined, now: Date): SessionChoice {
  return settleChoice(
    row?.sessionLimitMinutes,
    row?.pendingSessionLimitMinutes,
    row?.pendingSessionLimitSince,
    now,
  );
}

export function realityCheckIntervalOf(row: SettingsRow | undefined, now: Date): SessionChoice {
  return settleChoice(
    row?.realityCheckMinutes,
    row?.pendingRealityCheckMinutes,
    row?.pendingRealityCheckSince,
    now,
  );
}

/**
 * Less protective: switching off (null) a choice that is on, or a longer time limit / interval.
 * Both choices protect more the shorter they are.
 */
function lessProtective(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/**
 * The stored form of a requested choice: a shorter one (or a first one) applies at once and drops
 * a pending change; a less protective one waits 24 hours as pending (the same pending change asked
 * again keeps its start).
 */
function nextChoice(current: SessionChoice, requested: number | null, now: Date) {
  if (!lessProtective(current.minutes, requested)) {
    return { minutes: requested, pendingMinutes: null, pendingSince: null };
  }
  const samePending = current.pending !== null && current.pending.minutes === requested;
  return {
    minutes: current.minutes,
    pendingMinutes: requested,
    pendingSince: samePending ? current.pending!.since : now,
  };
}

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
  const { minutes } = sessionLimitOf(settings, now);
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

/**
 * Sets the session time limit and the reality-check interval (the settings row locked by the
 * caller's transaction). Each on its own: shortening applies at once (the time limit to open
 * sessions too); lengthening or switching off waits the 24-hour cooling-off. A session started
 * before a longer limit applies keeps the limit it started with.
 */
export async function setSessionChoices(
  tx: Executor,
  row: SettingsRow,
  choices: { sessionLimitMinutes: number | null; realityCheckMinutes: number | null },
  now: Date,
): Promise<void> {
  const limitBefore = sessionLimitOf(row, now);
  const limit = nextChoice(limitBefore, choices.sessionLimitMinutes, now);
  const check = nextChoice(realityCheckIntervalOf(row, now), choices.realityCheckMinutes, now);
  await tx
    .update(rgSettings)
    .set({
      sessionLimitMinutes: limit.minutes,
      pendingSessionLimitMinutes: limit.pendingMinutes,
      pendingSessionLimitSince: limit.pendingSince,
      realityCheckMinutes: check.minutes,
      pendingRealityCheckMinutes: check.pendingMinutes,
      pendingRealityCheckSince: check.pendingSince,
      updatedAt: now,
    })
    .where(eq(rgSettings.memberId, row.memberId));
  if (limit.minutes !== limitBefore.minutes || limit.minutes !== row.sessionLimitMinutes) {
    await applySessionLimit(tx, row.memberId, limit.minutes);
  }
}
