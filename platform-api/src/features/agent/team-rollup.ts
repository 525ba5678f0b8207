import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/database.js';
import { lockKeys } from '../../db/locks.js';
import { MAX_TREE_DEPTH } from './hierarchy.js';
import { addDays, businessDayOf, dailyTablesZone } from '../system/index.js';

/**
 * How far back the job keeps days rolled up: every period a report offers (this month, last
 * month, custom ranges of up to 92 days ending now) lies within it. Older days are read live.
 */
export const ROLLUP_WINDOW_DAYS = 123;
/**
 * The closed business days (before `now`'s day in the zone the daily tables are keyed by) that
 * need a roll-up, oldest first: the days of the window without a clean one, and any earlier day
 * marked dirty by a late change.
 */
export async function daysToRollUp(db: Executor, now: Date): Promise<string[]> {
  const today = businessDayOf(now, await dailyTablesZone(db));
  const first = addDays(today, -ROLLUP_WINDOW_DAYS);
  // Closed at the platform clock and at the database's (the dirty-marking triggers skip the
  // database's business today).
  const before = sql`LEAST(${today}::date, (now() AT TIME ZONE business_zone())::date)`;
  const rows = await selectRows<{ day: string }>(
    db,
    sql`SELECT g::date::text AS day
          FROM generate_series(${first}::date, ${before} - 1, interval '1 day') g
         WHERE NOT EXISTS (SELECT 1 FROM team_rollup_days r WHERE r.day = g::date AND NOT r.dirty)
        UNION
        SELECT day::text FROM team_rollup_days WHERE dirty AND day < ${before}
        ORDER BY 1`,
  );
  return rows.map((row) => String(row.day));
}

/**
 * Writes the per-agent sums of one closed day (both scopes) from the member days and the whole
 * teams' bet totals from the bet days, replacing what an earlier roll-up of the day wrote, and
 * marks the day clean; running it twice writes the same rows. The member and bet days are
 * share-locked for the few statements it takes: a change in flight is waited for (and so
 * counted), and a change after it finds the day's clean mark and marks it dirty (triggers
 * member_daily_dirty_*, bet_daily_dirty_*), so a roll-up is never silently stale.
 */
export async function rollUpDay(db: Executor, day: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Two servers' timers (or the CLI) rolling the same day take turns.
    await lockKeys(tx, 'team-rollup', [day]);
    await tx.execute(sql`LOCK TABLE member_daily_totals, bet_daily_totals IN SHARE MODE`);
    const [open] = await selectRows<{ open: boolean }>(
      tx,
      sql`SELECT ${day}::date >= (now() AT TIME ZONE business_zone())::date AS open`,
    );
    // Changes of the database's today are not marked dirty (see migration 0031): never roll it.
    if (open?.open) throw new Error(`team roll-up: ${day} is not a closed day`);
    await tx.execute(sql`DELETE FROM team_daily_totals WHERE day = ${day}::date`);
    await tx.execute(sql`DELETE FROM team_bet_daily_totals WHERE day = ${day}::date`);
    await tx.execute(sql`INSERT INTO team_bet_daily_totals (agent_id, day, category, status, bets,
                                                             stake_minor, payout_minor)
      SELECT c.ancestor_id, d.day, d.category, d.status, sum(d.bets), sum(d.stake_minor),
             sum(d.payout_minor)
        FROM bet_daily_totals d
        JOIN member_ancestors c ON c.member_id = d.member_id AND c.depth <= ${MAX_TREE_DEPTH}
       WHERE d.day = ${day}::date
       GROUP BY c.ancestor_id, d.day, d.category, d.status`);
    const [written] = await selectRows<{ n: number }>(
      tx,
      sql`WITH written AS (
            INSERT INTO team_daily_totals (agent_id, scope, day, deposits_minor, withdrawals_minor,
                                           stakes_minor, payouts_minor, bonuses_minor,
                                           rebates_minor, bets, members, bettors)
            SELECT c.ancestor_id, s.scope, d.day, sum(d.deposits_minor), sum(d.withdrawals_minor),
                   sum(d.stakes_minor), sum(d.payouts_minor), sum(d.bonuses_minor),
                   sum(d.rebates_minor), sum(d.bets), count(*), count(*) FILTER (WHERE d.bets > 0)
              FROM member_daily_totals d
              JOIN member_ancestors c ON c.member_id = d.member_id AND c.depth <= ${MAX_TREE_DEPTH}
              JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR c.depth = 1
             WHERE d.day = ${day}::date
             GROUP BY c.ancestor_id, s.scope, d.day
            RETURNING 1)
          SELECT count(*)::int AS n FROM written`,
    );
    await tx.execute(sql`INSERT INTO team_rollup_days (day, dirty, rolled_at)
      VALUES (${day}::date, false, ${now.toISOString()})
      ON CONFLICT (day) DO UPDATE SET dirty = false, rolled_at = EXCLUDED.rolled_at`);
    return Number(written?.n ?? 0);
  });
}

/**
 * Rolls up the days daysToRollUp answers, oldest first; with `limit`, only the newest `limit` of
 * them (the days reports read most). Answers the days and the rows written.
 */
export async function rollUpClosedDays(
  db: Executor,
  now: Date,
  limit = Infinity,
): Promise<Array<{ day: string; rows: number }>> {
  const days = await daysToRollUp(db, now);
  const done: Array<{ day: string; rows: number }> = [];
  for (const day of days.slice(Math.max(0, days.length - limit))) {
    done.push({ day, rows: await rollUpDay(db, day, now) });
  }
  return done;
}
