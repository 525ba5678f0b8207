import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/database.js';
import { MAX_TREE_DEPTH } from './hierarchy.js';

/**
 * Rows of migration 0031's tables that disagree with what they are derived from: the closure
 * against a recursive walk of members.parent_agent_id, each clean roll-up day against the member
 * and bet days it sums, and the activity masks against the member days with settled bets. 0 when in
 * step (the reconcile check adds this to its daily-total mismatches).
 */
export async function teamRollupMismatches(executor: Executor): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    executor,
    sql`WITH RECURSIVE walk (ancestor_id, member_id, depth) AS (
          SELECT parent_agent_id, id, 1 FROM members
           WHERE parent_agent_id IS NOT NULL AND parent_agent_id <> id
          UNION ALL
          SELECT m.parent_agent_id, w.member_id, w.depth + 1
            FROM walk w JOIN members m ON m.id = w.ancestor_id
           WHERE m.parent_agent_id IS NOT NULL AND w.depth < ${MAX_TREE_DEPTH}
        ),
        closure AS (SELECT ancestor_id, member_id, min(depth) AS depth FROM walk GROUP BY 1, 2),
        expected_days AS (
          SELECT c.ancestor_id AS agent_id, s.scope, d.day,
                 sum(d.deposits_minor) AS deposits, sum(d.withdrawals_minor) AS withdrawals,
                 sum(d.stakes_minor) AS stakes, sum(d.payouts_minor) AS payouts,
                 sum(d.bonuses_minor) AS bonuses, sum(d.rebates_minor) AS rebates,
                 sum(d.bets) AS bets, count(*) AS members,
                 count(*) FILTER (WHERE d.bets > 0) AS bettors
            FROM member_daily_totals d
            JOIN team_rollup_days r ON r.day = d.day AND NOT r.dirty
            JOIN closure c ON c.member_id = d.member_id
            JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR c.depth = 1
           GROUP BY 1, 2, 3
        ),
        rolled_days AS (
          SELECT t.* FROM team_daily_totals t
            JOIN team_rollup_days r ON r.day = t.day AND NOT r.dirty
        ),
        expected_bets AS (
          SELECT c.ancestor_id AS agent_id, d.day, d.category, d.status, sum(d.bets) AS bets,
                 sum(d.stake_minor) AS stake, sum(d.payout_minor) AS payout
            FROM bet_daily_totals d
            JOIN team_rollup_days r ON r.day = d.day AND NOT r.dirty
            JOIN closure c ON c.member_id = d.member_id
           GROUP BY 1, 2, 3, 4
        ),
        rolled_bets AS (
          SELECT t.* FROM team_bet_daily_totals t
            JOIN team_rollup_days r ON r.day = t.day AND NOT r.dirty
        ),
        expected_activity AS (
          SELECT c.ancestor_id AS agent_id, date_trunc('month', d.day)::date AS month, d.member_id,
                 min(c.depth) AS depth, bit_or(1 << (extract(day FROM d.day)::int - 1)) AS day_mask
            FROM member_daily_totals d JOIN closure c ON c.member_id = d.member_id
           WHERE d.bets > 0
           GROUP BY 1, 2, 3
        )
        SELECT (
          SELECT count(*) FROM closure w
            FULL JOIN member_ancestors a USING (ancestor_id, member_id)
           WHERE w.depth IS DISTINCT FROM a.depth
        ) + (
          SELECT count(*) FROM expected_days e
            FULL JOIN rolled_days t USING (agent_id, scope, day)
           WHERE (e.deposits, e.withdrawals, e.stakes, e.payouts, e.bonuses, e.rebates, e.bets,
                  e.members, e.bettors)
                 IS DISTINCT FROM
                 (t.deposits_minor, t.withdrawals_minor, t.stakes_minor, t.payouts_minor,
                  t.bonuses_minor, t.rebates_minor, t.bets, t.members, t.bettors)
        ) + (
          SELECT count(*) FROM expected_bets e
            FULL JOIN rolled_bets t USING (agent_id, day, category, status)
           WHERE (e.bets, e.stake, e.payout)
                 IS DISTINCT FROM (t.bets, t.stake_minor, t.payout_minor)
        ) + (
          SELECT count(*) FROM expected_activity e
            FULL JOIN (SELECT * FROM team_member_activity WHERE day_mask <> 0) a
              USING (agent_id, month, member_id)
           WHERE (e.depth, e.day_mask) IS DISTINCT FROM (a.depth, a.day_mask)
        ) AS n`,
  );
  return Number(row?.n ?? 0);
}
