import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/database.js';
import { lockKeys } from '../../db/locks.js';
import { businessDayOf, dailyTablesZone } from '../system/index.js';

/**
 * The roll-up of what is still moving (migration 0032): per-agent sums of the open day's member
 * days (team_today_totals), of the wallets (team_balance_totals) and (migration 0033) of the open
 * day's bet days (team_today_bet_totals), each over copies of the rows taken at a refresh, with a
 * horizon below which every change is in the copies. The reports add live − copy for the rows
 * stamped above it (team-figures.ts, team-lists.ts), so they stay exact.
 */

/** How long a refresh waits for transactions in flight before it gives up until the next tick. */
const SETTLE_WAIT_MS = 5_000;

export type LivePart = 'member_days' | 'wallets' | 'bet_days';

/**
 * A horizon H of team_change_seq such that every change stamped ≤ H is committed (or rolled
 * back): reads the sequence, then takes a transaction id of its own (committed at once) and waits
 * until every transaction with a lower id has ended (a writer takes its id before it draws a stamp, migration 0032). Runs outside any
 * transaction (its own id would hold the wait). Answers null if transactions stay open longer
 * than SETTLE_WAIT_MS.
 */
export async function settledHorizon(db: Executor): Promise<bigint | null> {
  const [stamp] = await selectRows<{ value: string }>(
    db,
    sql`SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS value
          FROM team_change_seq`,
  );
  // A transaction id of our own, assigned after every id a stamp ≤ `stamp` was drawn under (a
  // snapshot's xmax would not do: it is the latest completed id + 1, below ids still running).
  const [mine] = await selectRows<{ xid: string }>(
    db,
    sql`SELECT pg_current_xact_id()::text AS xid`,
  );
  const deadline = Date.now() + SETTLE_WAIT_MS;
  for (;;) {
    const [done] = await selectRows<{ done: boolean }>(
      db,
      sql`SELECT pg_snapshot_xmin(pg_current_snapshot()) > ${mine!.xid}::xid8 AS done`,
    );
    if (done?.done) return BigInt(stamp!.value);
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The columns a member day's copy and a per-agent sum hold (migration 0032). */
export const SUM_COLUMNS = [
  'deposits_minor',
  'withdrawals_minor',
  'stakes_minor',
  'payouts_minor',
  'bonuses_minor',
  'rebates_minor',
  'bets',
] as const;

/**
 * The SQL lists a part's refresh writes over its summed columns: the list itself, the change of
 * a copy (`c` new, `s` old), the sums of the changes (`x`), adding them to `totalsTable`'s row
 * and overwriting a copy.
 */
function sumLists(names: readonly string[], totalsTable: string) {
  const each = (write: (column: string) => string) => sql.raw(names.map(write).join(', '));
  return {
    list: each((column) => column),
    deltas: each((column) => `c.${column} - COALESCE(s.${column}, 0) AS ${column}`),
    sums: each((column) => `sum(x.${column})`),
    adds: each((column) => `${column} = ${totalsTable}.${column} + EXCLUDED.${column}`),
    copies: each((column) => `${column} = EXCLUDED.${column}`),
  };
}
const memberDayLists = sumLists(SUM_COLUMNS, 'team_today_totals');

/**
 * The stamp a day part (member days, bet days) was last refreshed to, or '-1' when its mark is
 * of another day or missing: the part is then rebuilt from nothing.
 */
async function daySince(tx: Executor, part: DayPart, day: string): Promise<string> {
  const [mark] = await selectRows<{ day: string; change_seq: string }>(
    tx,
    sql`SELECT day::text AS day, change_seq::text AS change_seq FROM team_live_marks
         WHERE part = ${part}`,
  );
  return mark?.day === day ? mark.change_seq : '-1';
}

/** Records that a day part now holds every change of `day` stamped up to `horizon`. */
async function markDay(tx: Executor, part: DayPart, day: string, horizon: bigint, now: Date) {
  await tx.execute(sql`INSERT INTO team_live_marks (part, day, change_seq, refreshed_at)
    VALUES (${part}, ${day}::date, ${horizon.toString()}::bigint, ${now.toISOString()})
    ON CONFLICT (part) DO UPDATE
      SET day = EXCLUDED.day, change_seq = EXCLUDED.change_seq,
          refreshed_at = EXCLUDED.refreshed_at`);
}

type DayPart = 'member_days' | 'bet_days';

/**
 * Brings today's copies and per-agent sums up to `horizon`: the member days of `day` stamped
 * above the last refresh's horizon are copied and their change (new − old copy) added to every
 * agent above them, in one statement (one snapshot). On a new day, or without a mark (first run,
 * or dropped by migration 0032's triggers), the part is rebuilt from nothing.
 */
async function refreshMemberDays(tx: Executor, day: string, horizon: bigint, now: Date) {
  const since = await daySince(tx, 'member_days', day);
  if (since === '-1') {
    await tx.execute(sql`DELETE FROM team_today_members`);
    await tx.execute(sql`DELETE FROM team_today_totals`);
  }
  const { list: columns, deltas, sums, adds, copies } = memberDayLists;
  await tx.execute(sql`WITH changed AS (
      SELECT member_id, day, ${columns} FROM member_daily_totals
       WHERE day = ${day}::date AND change_seq > ${since}::bigint
    ), delta AS (
      -- bettors: the change of "the day has settled bets" (migration 0033)
      SELECT c.member_id, ${deltas},
             (c.bets > 0)::int - (COALESCE(s.bets, 0) > 0)::int AS bettors
        FROM changed c
        LEFT JOIN team_today_members s ON s.member_id = c.member_id AND s.day = c.day
    ), copied AS (
      INSERT INTO team_today_members (member_id, day, ${columns})
      SELECT member_id, day, ${columns} FROM changed
      ON CONFLICT (member_id, day) DO UPDATE SET ${copies}
    )
    INSERT INTO team_today_totals (agent_id, scope, day, ${columns}, bettors)
    SELECT a.ancestor_id, s.scope, ${day}::date, ${sums}, sum(x.bettors)
      FROM delta x JOIN member_ancestors a ON a.member_id = x.member_id
      JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR a.depth = 1
     GROUP BY a.ancestor_id, s.scope
    ON CONFLICT (agent_id, scope, day) DO UPDATE
      SET ${adds}, bettors = team_today_totals.bettors + EXCLUDED.bettors`);
  await markDay(tx, 'member_days', day, horizon, now);
}

/** The same for the wallets of members in some team (balances now, not per day). */
async function refreshWallets(tx: Executor, horizon: bigint, now: Date) {
  const [mark] = await selectRows<{ change_seq: string }>(
    tx,
    sql`SELECT change_seq::text AS change_seq FROM team_live_marks WHERE part = 'wallets'`,
  );
  const since = mark?.change_seq ?? '-1';
  if (!mark) {
    await tx.execute(sql`DELETE FROM team_wallet_copies`);
    await tx.execute(sql`DELETE FROM team_balance_totals`);
  }
  await tx.execute(sql`WITH changed AS (
      SELECT w.member_id, w.balance_minor FROM wallets w
       WHERE w.change_seq > ${since}::bigint
         AND EXISTS (SELECT 1 FROM member_ancestors a WHERE a.member_id = w.member_id)
    ), delta AS (
      SELECT c.member_id, c.balance_minor - COALESCE(s.balance_minor, 0) AS balance
        FROM changed c LEFT JOIN team_wallet_copies s ON s.member_id = c.member_id
    ), copied AS (
      INSERT INTO team_wallet_copies (member_id, balance_minor)
      SELECT member_id, balance_minor FROM changed
      ON CONFLICT (member_id) DO UPDATE SET balance_minor = EXCLUDED.balance_minor
    )
    INSERT INTO team_balance_totals (agent_id, scope, balance_minor)
    SELECT a.ancestor_id, s.scope, sum(x.balance)
      FROM delta x JOIN member_ancestors a ON a.member_id = x.member_id
      JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR a.depth = 1
     GROUP BY a.ancestor_id, s.scope
    ON CONFLICT (agent_id, scope) DO UPDATE
      SET balance_minor = team_balance_totals.balance_minor + EXCLUDED.balance_minor`);
  await tx.execute(sql`INSERT INTO team_live_marks (part, day, change_seq, refreshed_at)
    VALUES ('wallets', NULL, ${horizon.toString()}::bigint, ${now.toISOString()})
    ON CONFLICT (part) DO UPDATE
      SET change_seq = EXCLUDED.change_seq, refreshed_at = EXCLUDED.refreshed_at`);
}

/** The columns a bet day's copy and a per-agent bet sum hold (migration 0033). */
export const BET_SUM_COLUMNS = ['bets', 'stake_minor', 'payout_minor'] as const;
const betDayLists = sumLists(BET_SUM_COLUMNS, 'team_today_bet_totals');

/**
 * The same for the open day's bet days (migration 0033: the team bets page's totals), per
 * category and status, summed for every agent above at any depth.
 */
async function refreshBetDays(tx: Executor, day: string, horizon: bigint, now: Date) {
  const since = await daySince(tx, 'bet_days', day);
  if (since === '-1') {
    await tx.execute(sql`DELETE FROM team_today_bet_copies`);
    await tx.execute(sql`DELETE FROM team_today_bet_totals`);
  }
  const { list: betColumns, deltas, sums, adds, copies } = betDayLists;
  await tx.execute(sql`WITH changed AS (
      SELECT member_id, day, category, status, ${betColumns} FROM bet_daily_totals
       WHERE day = ${day}::date AND change_seq > ${since}::bigint
    ), delta AS (
      SELECT c.member_id, c.category, c.status, ${deltas} FROM changed c
        LEFT JOIN team_today_bet_copies s ON s.member_id = c.member_id AND s.day = c.day
             AND s.category = c.category AND s.status = c.status
    ), copied AS (
      INSERT INTO team_today_bet_copies (member_id, day, category, status, ${betColumns})
      SELECT member_id, day, category, status, ${betColumns} FROM changed
      ON CONFLICT (member_id, day, category, status) DO UPDATE SET ${copies}
    )
    INSERT INTO team_today_bet_totals (agent_id, day, category, status, ${betColumns})
    SELECT a.ancestor_id, ${day}::date, x.category, x.status, ${sums}
      FROM delta x JOIN member_ancestors a ON a.member_id = x.member_id
     GROUP BY a.ancestor_id, x.category, x.status
    ON CONFLICT (agent_id, day, category, status) DO UPDATE SET ${adds}`);
  await markDay(tx, 'bet_days', day, horizon, now);
}

/**
 * One refresh of the three parts for the platform's day of `now`; answers false when transactions in
 * flight kept it from settling a horizon (nothing changed; the reports stay exact, only the
 * deltas they add grow until the next tick).
 */
export async function refreshLiveRollups(db: Executor, now: Date): Promise<boolean> {
  const horizon = await settledHorizon(db);
  if (horizon === null) return false;
  await db.transaction(async (tx) => {
    // Two servers' timers (or the CLI) take turns; each brings the copies to its own horizon.
    await lockKeys(tx, 'team-rollup', ['live']);
    // The open business day, in the zone the daily tables are keyed by (0048).
    const today = businessDayOf(now, await dailyTablesZone(tx));
    await refreshMemberDays(tx, today, horizon, now);
    await refreshWallets(tx, horizon, now);
    await refreshBetDays(tx, today, horizon, now);
  });
  return true;
}
