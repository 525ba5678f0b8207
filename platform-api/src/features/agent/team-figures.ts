import { sql, type SQL } from 'drizzle-orm';
import type { TeamScope } from '../../contract/agent.js';
import { selectRows, type Db } from '../../db/database.js';
import { MAX_TREE_DEPTH } from './hierarchy.js';
import type { TeamPeriodRange } from './team-period.js';

/**
 * The SQL behind the team reports (migration 0031). Every query starts from one agent's range of
 * the closure `member_ancestors` or of a per-agent table, never from a walk of the tree, and
 * each is one statement, so it sees one snapshot of roll-ups, their clean marks and the live
 * member days.
 */

export const idList = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Depths 1..1 (direct) or 1..MAX_TREE_DEPTH (all) of the closure. */
const deepest = (scope: TeamScope) => (scope === 'direct' ? 1 : MAX_TREE_DEPTH);

/** The period's days rolled up and still clean, as an array (evaluated once per statement). */
export const rolledDays = (period: TeamPeriodRange): SQL =>
  sql`ARRAY(SELECT day FROM team_rollup_days
             WHERE day >= ${period.startDate}::date AND day <= ${period.endDate}::date
               AND NOT dirty)`;

/** The period's other days (today, days not rolled up yet, days dirty after a late change). */
export const liveDays = (period: TeamPeriodRange): SQL =>
  sql`ARRAY(SELECT g::date FROM generate_series(${period.startDate}::date, ${period.endDate}::date,
                                                interval '1 day') g
             WHERE NOT EXISTS (SELECT 1 FROM team_rollup_days r
                                WHERE r.day = g::date AND NOT r.dirty))`;

export interface MoneyRow {
  root: number;
  deposits: string | null;
  withdrawals: string | null;
  bonuses: string | null;
  rebates: string | null;
  stakes: string | null;
  payouts: string | null;
}

const SUMS = sql`sum(deposits_minor) AS deposits, sum(withdrawals_minor) AS withdrawals,
  sum(bonuses_minor) AS bonuses, sum(rebates_minor) AS rebates, sum(stakes_minor) AS stakes,
  sum(payouts_minor) AS payouts`;

/**
 * The money of each root agent's team (without the agent itself) over the period: rolled-up
 * days from team_daily_totals (one row per agent and day), the rest from the member days of the
 * team, which for a live day is at most one row per team member.
 */
export function teamMoney(
  db: Db,
  roots: readonly number[],
  scope: TeamScope,
  period: TeamPeriodRange,
): Promise<MoneyRow[]> {
  return selectRows<MoneyRow>(
    db,
    sql`SELECT root, ${SUMS} FROM (
          SELECT t.agent_id AS root, t.deposits_minor, t.withdrawals_minor, t.bonuses_minor,
                 t.rebates_minor, t.stakes_minor, t.payouts_minor
            FROM team_daily_totals t
           WHERE t.agent_id IN (${idList(roots)}) AND t.scope = ${scope}
             AND t.day = ANY (${rolledDays(period)})
          UNION ALL
          SELECT c.ancestor_id, d.deposits_minor, d.withdrawals_minor, d.bonuses_minor,
                 d.rebates_minor, d.stakes_minor, d.payouts_minor
            FROM member_ancestors c JOIN member_daily_totals d ON d.member_id = c.member_id
           WHERE c.ancestor_id IN (${idList(roots)}) AND c.depth BETWEEN 1 AND ${deepest(scope)}
             AND d.day = ANY (${liveDays(period)})
        ) parts GROUP BY root`,
  );
}

/** Each member's own money over the period (its member days, found through their key). */
export function ownMoney(
  db: Db,
  members: readonly number[],
  period: TeamPeriodRange,
): Promise<MoneyRow[]> {
  return selectRows<MoneyRow>(
    db,
    sql`SELECT member_id AS root, ${SUMS} FROM member_daily_totals
         WHERE member_id IN (${idList(members)})
           AND day >= ${period.startDate}::date AND day <= ${period.endDate}::date
         GROUP BY member_id`,
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
  active: number;
}

/**
 * The team's head counts and balance in one statement, each part driven by the agent's closure
 * range: members now, registered and first-deposited in the period, wallets now, and members
 * with settled bets on any day of the period (distinct over days and months).
 */
export async function teamPeople(
  db: Db,
  agentId: number,
  scope: TeamScope,
  period: TeamPeriodRange,
): Promise<PeopleRow> {
  const team = sql`c.ancestor_id = ${agentId} AND c.depth BETWEEN 1 AND ${deepest(scope)}`;
  const [from, to] = [period.from.toISOString(), period.to.toISOString()];
  const masks = monthMasks(period);
  const activeIn = sql.join(
    masks.map(({ month, mask }) => sql`(a.month = ${month}::date AND a.day_mask & ${mask} <> 0)`),
    sql` OR `,
  );
  const [row] = await selectRows<PeopleRow>(
    db,
    sql`SELECT
          (SELECT count(*) FROM member_ancestors c WHERE ${team})::int AS members,
          (SELECT count(*) FROM member_ancestors c JOIN members m ON m.id = c.member_id
            WHERE ${team} AND m.created_at >= ${from} AND m.created_at < ${to})::int
            AS registrations,
          (SELECT count(*) FROM member_ancestors c
             JOIN member_first_deposits f ON f.member_id = c.member_id
            WHERE ${team} AND f.day >= ${period.startDate}::date
              AND f.day <= ${period.endDate}::date)::int AS firsts,
          (SELECT sum(w.balance_minor) FROM member_ancestors c
             JOIN wallets w ON w.member_id = c.member_id WHERE ${team}) AS balance,
          (SELECT count(*) FROM (
             SELECT a.member_id FROM team_member_activity a
              WHERE a.agent_id = ${agentId} AND a.depth BETWEEN 1 AND ${deepest(scope)}
                AND (${activeIn})
              ${
                // One row per member and month: within one month no member repeats.
                masks.length > 1 ? sql`GROUP BY a.member_id` : sql``
              }) active)::int AS active`,
  );
  return row!;
}

/** Per root: the size of its whole team (without itself) and the wallets of it and its team. */
export function teamSizesAndBalances(
  db: Db,
  roots: readonly number[],
): Promise<Array<{ root: number; size: number; balance: string | null }>> {
  return selectRows(
    db,
    sql`SELECT x.root, (count(*) - 1)::int AS size, sum(w.balance_minor) AS balance
          FROM (SELECT id AS root, id AS member_id FROM unnest(ARRAY[${idList(roots)}]::int[]) id
                UNION ALL
                SELECT ancestor_id, member_id FROM member_ancestors
                 WHERE ancestor_id IN (${idList(roots)}) AND depth <= ${MAX_TREE_DEPTH}) x
          LEFT JOIN wallets w ON w.member_id = x.member_id
         GROUP BY x.root`,
  );
}
