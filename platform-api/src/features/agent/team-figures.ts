import { sql, type SQL } from 'drizzle-orm';
import type { TeamScope } from '../../contract/agent.js';
import { arrayParam, selectPreparedRows, type Db } from '../../db/database.js';
import { MAX_TREE_DEPTH } from './hierarchy.js';
import type { TeamPeriodRange } from './team-period.js';

/**
 * The SQL behind the team reports (migration 0031). Every
 * query starts from one agent's range of the closure `member_ancestors` or of a per-agent table,
 * never from a walk of the tree, and each is one statement, so it sees one snapshot of roll-ups,
 * their clean marks and the live member days.
 */

/** Depths 1..1 (direct) or 1..MAX_TREE_DEPTH (all) of the closure. */
const deepest = (scope: TeamScope) => (scope === 'direct' ? 1 : MAX_TREE_DEPTH);

/** The period's days rolled up and still clean, as an array (evaluated once per statement). */
export const rolledDays = (period: TeamPeriodRange): SQL =>
  sql`ARRAY(SELECT day FROM team_rollup_days
             WHERE day >= ${period.startDate}::date AND day <= ${period.endDate}::date
               AND NOT dirty)`;

/**
 * The open day whose member days (or, with part 'bet_days', bet days) the live roll-up holds
 * (team-live-rollup.ts), when it lies in the period and is not read from a clean closed-day
 * roll-up, with its horizon; else no row.
 */
export const copiedDay = (
  period: TeamPeriodRange,
  part: 'member_days' | 'bet_days' = 'member_days',
): SQL =>
  sql`SELECT m.day, m.change_seq FROM team_live_marks m
       WHERE m.part = ${part}
         AND m.day >= ${period.startDate}::date AND m.day <= ${period.endDate}::date
         AND NOT EXISTS (SELECT 1 FROM team_rollup_days r WHERE r.day = m.day AND NOT r.dirty)`;

/**
 * The period's days read from the member days (days not rolled up yet, days dirty after a late
 * change, and today until the live roll-up holds it).
 */
export const liveDays = (period: TeamPeriodRange): SQL =>
  sql`ARRAY(SELECT g::date FROM generate_series(${period.startDate}::date, ${period.endDate}::date,
                                                interval '1 day') g
             WHERE NOT EXISTS (SELECT 1 FROM team_rollup_days r
                                WHERE r.day = g::date AND NOT r.dirty))`;

/** liveDays without the day the live roll-up holds (of member days, or of bet days). */
export const uncopiedDays = (
  period: TeamPeriodRange,
  part: 'member_days' | 'bet_days' = 'member_days',
): SQL =>
  sql`ARRAY(SELECT g FROM unnest(${liveDays(period)}) g
             WHERE NOT EXISTS (SELECT 1 FROM (${copiedDay(period, part)}) c WHERE c.day = g))`;

/**
 * A look-up done once per row of what comes before it (LATERAL), kept a look-up by OFFSET 0.
 * For the rows stamped after the live roll-up's refresh: the planner cannot know how few they
 * are (it guesses a third of the day's rows) and would otherwise hash all of a team's closure
 * rows (10,000 for a team of 10,000, ~3 ms) or the live copies to join a handful of changes.
 */
export const perRow = (query: SQL): SQL => sql`LATERAL (${query} OFFSET 0)`;

/** The members of each root's team at the scope's depths, as rows `c` of member_ancestors. */
const inTeams = (roots: SQL, scope: TeamScope): SQL =>
  sql`c.ancestor_id = ANY (${roots}) AND c.depth BETWEEN 1 AND ${deepest(scope)}`;

export interface MoneyRow {
  root: number;
  deposits: string | null;
  withdrawals: string | null;
  bonuses: string | null;
  rebates: string | null;
  stakes: string | null;
  payouts: string | null;
  /**
   * teamMoney only: the team's member days with settled bets, summed over the period's days, so
   * the active bettors of a single-day period (migration 0033).
   */
  bettors?: string | null;
}

const SUMS = sql`sum(deposits_minor) AS deposits, sum(withdrawals_minor) AS withdrawals,
  sum(bonuses_minor) AS bonuses, sum(rebates_minor) AS rebates, sum(stakes_minor) AS stakes,
  sum(payouts_minor) AS payouts`;

const FIGURES = ['deposits', 'withdrawals', 'stakes', 'payouts', 'bonuses', 'rebates'] as const;
const FIGURE_COLUMNS = sql.raw(FIGURES.map((figure) => `${figure}_minor`).join(', '));
const MEMBER_DAY_COLUMNS = sql.raw(FIGURES.map((figure) => `d.${figure}_minor`).join(', '));
/** A live member day less its copy: what changed since the live roll-up's refresh. */
const CHANGES = sql.raw(
  FIGURES.map((figure) => `d.${figure}_minor - COALESCE(s.${figure}_minor, 0)`).join(', '),
);

/**
 * The money (and member days with settled bets) of each root agent's team (without the agent
 * itself) over the period, in four parts
 * of one statement: rolled-up closed days (team_daily_totals, one row per agent and day); the
 * open day from the live roll-up (team_today_totals, one row per agent) plus, for the member
 * days changed since its refresh, live − copy; and the remaining days from the member days of
 * the team. Each part is gated on its days, so a part with none costs nothing.
 */
export function teamMoney(
  db: Db,
  rootIds: readonly number[],
  scope: TeamScope,
  period: TeamPeriodRange,
): Promise<MoneyRow[]> {
  const roots = arrayParam(rootIds, 'int');
  const team = inTeams(roots, scope);
  return selectPreparedRows<MoneyRow>(
    db,
    sql`WITH copied AS MATERIALIZED (${copiedDay(period)})
        SELECT root, ${SUMS}, sum(bettors) AS bettors FROM (
          SELECT t.agent_id AS root, ${FIGURE_COLUMNS}, t.bettors
            FROM team_daily_totals t
           WHERE t.agent_id = ANY (${roots}) AND t.scope = ${scope}
             AND t.day = ANY (${rolledDays(period)})
          UNION ALL
          SELECT t.agent_id, ${FIGURE_COLUMNS}, t.bettors
            FROM copied JOIN team_today_totals t ON t.day = copied.day
           WHERE t.agent_id = ANY (${roots}) AND t.scope = ${scope}
          UNION ALL
          SELECT c.ancestor_id, ${CHANGES}, (d.bets > 0)::int - (COALESCE(s.bets, 0) > 0)::int
            FROM copied
            JOIN member_daily_totals d ON d.day = copied.day AND d.change_seq > copied.change_seq
            CROSS JOIN ${perRow(sql`SELECT c.ancestor_id FROM member_ancestors c
                                     WHERE c.member_id = d.member_id AND ${team}`)} c
            LEFT JOIN ${perRow(sql`SELECT * FROM team_today_members s
                                    WHERE s.member_id = d.member_id AND s.day = d.day`)} s ON true
          UNION ALL
          SELECT c.ancestor_id, ${MEMBER_DAY_COLUMNS}, (d.bets > 0)::int
            FROM member_ancestors c JOIN member_daily_totals d ON d.member_id = c.member_id
           WHERE ${team} AND d.day = ANY (${uncopiedDays(period)})
             AND cardinality(${uncopiedDays(period)}) > 0
        ) parts GROUP BY root`,
  );
}

/**
 * Bit masks of the period's days in each month it touches (bit d − 1 = day d), matching
 * team_member_activity.day_mask.
 */
export function monthMasks(period: TeamPeriodRange): Array<{ month: string; mask: number }> {
  const masks = new Map<string, number>();
  for (let at = period.from.getTime(); at < period.to.getTime(); at += 86_400_000) {
    const day = new Date(at);
    const month = `${day.toISOString().slice(0, 8)}01`;
    masks.set(month, (masks.get(month) ?? 0) | (1 << (day.getUTCDate() - 1)));
  }
  return [...masks].map(([month, mask]) => ({ month, mask }));
}

export interface PeopleRow {
  members: number;
  registrations: number;
  firsts: number;
  balance: string | null;
  /** Null for a single-day period: teamMoney's bettors answer it. */
  active: number | null;
}

/** A period of one business day, whose active bettors need no distinct count over days. */
export const isSingleDay = (period: TeamPeriodRange) => period.startDate === period.endDate;

/**
 * Team members with settled bets on any day of a period of several days, as an SQL value:
 * - within one month from its 1st (this month, last month): the members whose month began by the
 *   period's last day (0034's first-day counts, at most 31 rows);
 * - otherwise, when no team member was active after the period (every period ending today): the
 *   members whose last active day is in it (0035's last-day counts, a row per day);
 * - else a distinct count over days and months from 0031's activity masks (a row per team member
 *   and month).
 */
function activeBettors(agentId: number, scope: TeamScope, period: TeamPeriodRange): SQL {
  const masks = monthMasks(period);
  if (masks.length === 1 && period.startDate.endsWith('-01')) {
    return sql`(SELECT COALESCE(sum(f.members), 0) FROM team_month_first_days f
                 WHERE f.agent_id = ${agentId} AND f.scope = ${scope}
                   AND f.month = ${masks[0]!.month}::date
                   AND f.day <= ${Number(period.endDate.slice(8, 10))})::int`;
  }
  const activeIn = sql.join(
    masks.map(({ month, mask }) => sql`(a.month = ${month}::date AND a.day_mask & ${mask} <> 0)`),
    sql` OR `,
  );
  const lastDays = sql`FROM team_last_active_days l
                        WHERE l.agent_id = ${agentId} AND l.scope = ${scope}`;
  return sql`CASE WHEN EXISTS (SELECT 1 ${lastDays}
                                 AND l.day > ${period.endDate}::date AND l.members <> 0)
             THEN (SELECT count(*) FROM (
                     SELECT a.member_id FROM team_member_activity a
                      WHERE a.agent_id = ${agentId} AND a.depth BETWEEN 1 AND ${deepest(scope)}
                        AND (${activeIn})
                      ${
                        // One row per member and month: within one month no member repeats.
                        masks.length > 1 ? sql`GROUP BY a.member_id` : sql``
                      }) active)::int
             ELSE (SELECT COALESCE(sum(l.members), 0) ${lastDays}
                      AND l.day >= ${period.startDate}::date)::int
             END`;
}

/**
 * The team's head counts and balance in one statement: members now and registered and
 * first-deposited in the period from the per-agent counters of migration 0033 (one row, and one
 * row per day of the period), wallets now, and, over several days, the active bettors
 * (activeBettors; one day's are a plain count, which teamMoney sums from the roll-ups).
 */
export async function teamPeople(
  db: Db,
  agentId: number,
  scope: TeamScope,
  period: TeamPeriodRange,
): Promise<PeopleRow> {
  const [row] = await selectPreparedRows<PeopleRow>(
    db,
    sql`SELECT
          (SELECT COALESCE(sum(z.members), 0) FROM team_sizes z
            WHERE z.agent_id = ${agentId} AND z.scope = ${scope})::int AS members,
          h.registrations, h.firsts,
          (SELECT sum(b.balance) FROM (${teamBalances(arrayParam([agentId], 'int'), scope)}) b) AS balance,
          ${isSingleDay(period) ? sql`NULL::int` : activeBettors(agentId, scope, period)} AS active
          FROM (SELECT COALESCE(sum(registrations), 0)::int AS registrations,
                       COALESCE(sum(first_deposits), 0)::int AS firsts
                  FROM team_daily_heads
                 WHERE agent_id = ${agentId} AND scope = ${scope}
                   AND day >= ${period.startDate}::date AND day <= ${period.endDate}::date) h`,
  );
  return row!;
}

/**
 * Per root, the wallets of its team (without itself) now: the live roll-up's per-agent sum plus,
 * for the wallets changed since its refresh, live − copy; while it holds no mark (before the
 * first refresh, after a deletion or move dropped it), the team's wallets themselves. One
 * (root, balance) row per root with any wallet in its team.
 */
export function teamBalances(roots: SQL, scope: TeamScope): SQL {
  const team = inTeams(roots, scope);
  const mark = sql`SELECT change_seq FROM team_live_marks WHERE part = 'wallets'`;
  return sql`SELECT root, sum(balance) AS balance FROM (
      SELECT agent_id AS root, balance_minor AS balance FROM team_balance_totals
       WHERE agent_id = ANY (${roots}) AND scope = ${scope} AND EXISTS (${mark})
      UNION ALL
      SELECT c.ancestor_id, w.balance_minor - COALESCE(s.balance_minor, 0)
        FROM wallets w
        CROSS JOIN ${perRow(sql`SELECT c.ancestor_id FROM member_ancestors c
                                 WHERE c.member_id = w.member_id AND ${team}`)} c
        LEFT JOIN ${perRow(sql`SELECT s.balance_minor FROM team_wallet_copies s
                                WHERE s.member_id = w.member_id`)} s ON true
       WHERE w.change_seq > (${mark})
      UNION ALL
      SELECT c.ancestor_id, w.balance_minor
        FROM member_ancestors c JOIN wallets w ON w.member_id = c.member_id
       WHERE ${team} AND NOT EXISTS (${mark})
    ) parts GROUP BY root`;
}

/** A row of ownMoneySizesAndBalances. */
export type OwnRow = MoneyRow & { size: number; balance: string | null };

/**
 * Per root (a member on a PnL page), in one statement: its own money over the period (its member
 * days, found through their key), the size of its whole team (without itself), and the wallets of
 * it and its team now.
 */
export function ownMoneySizesAndBalances(
  db: Db,
  rootIds: readonly number[],
  period: TeamPeriodRange,
): Promise<OwnRow[]> {
  const roots = arrayParam(rootIds, 'int');
  return selectPreparedRows<OwnRow>(
    db,
    sql`SELECT r.root, own.*,
               (SELECT COALESCE(sum(z.members), 0) FROM team_sizes z
                 WHERE z.agent_id = r.root AND z.scope = 'all')::int AS size,
               COALESCE((SELECT w.balance_minor FROM wallets w WHERE w.member_id = r.root), 0)
                 + COALESCE(t.balance, 0) AS balance
          FROM unnest(${roots}) AS r (root)
          LEFT JOIN (${teamBalances(roots, 'all')}) t ON t.root = r.root
          CROSS JOIN LATERAL (SELECT ${SUMS} FROM member_daily_totals d
                               WHERE d.member_id = r.root AND d.day >= ${period.startDate}::date
                                 AND d.day <= ${period.endDate}::date) own`,
  );
}
