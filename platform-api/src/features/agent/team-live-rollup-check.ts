import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/database.js';
import { SUM_COLUMNS } from './team-live-rollup.js';

/** Each copied column summed, named without its `_minor`: deposits, …, bets. */
const FIGURES = sql.raw(
  SUM_COLUMNS.map((column) => `sum(x.${column}) AS ${column.replace(/_minor$/, '')}`).join(', '),
);
const KEPT_FIGURES = sql.raw(
  SUM_COLUMNS.map((column) => `t.${column} AS ${column.replace(/_minor$/, '')}`).join(', '),
);

/**
 * Rows of migration 0032's live roll-up (with 0033's bet days) that disagree with what they are
 * derived from, for each part holding a mark: a copy differing from its live row although the row's stamp is at or
 * below the horizon (or a live row at or below it without a copy), and a per-agent sum differing
 * from the sum of its team's copies. 0 when in step (the reconcile check adds this in).
 */
export async function teamLiveRollupMismatches(executor: Executor): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    executor,
    sql`WITH days AS (SELECT day, change_seq FROM team_live_marks WHERE part = 'member_days'),
        purse AS (SELECT change_seq FROM team_live_marks WHERE part = 'wallets'),
        expected_days AS (
          SELECT a.ancestor_id AS agent_id, s.scope, x.day, ${FIGURES},
                 count(*) FILTER (WHERE x.bets > 0) AS bettors
            FROM team_today_members x JOIN days ON days.day = x.day
            JOIN member_ancestors a ON a.member_id = x.member_id
            JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR a.depth = 1
           GROUP BY 1, 2, 3
        ),
        kept_days AS (
          SELECT t.agent_id, t.scope, t.day, ${KEPT_FIGURES}, t.bettors
            FROM team_today_totals t JOIN days ON days.day = t.day
        ),
        expected_balances AS (
          SELECT a.ancestor_id AS agent_id, s.scope, sum(x.balance_minor) AS balance
            FROM team_wallet_copies x CROSS JOIN purse
            JOIN member_ancestors a ON a.member_id = x.member_id
            JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR a.depth = 1
           GROUP BY 1, 2
        ),
        kept_balances AS (
          SELECT t.agent_id, t.scope, t.balance_minor AS balance
            FROM team_balance_totals t CROSS JOIN purse
        ),
        bet_days AS (SELECT day, change_seq FROM team_live_marks WHERE part = 'bet_days'),
        expected_bets AS (
          SELECT a.ancestor_id AS agent_id, x.day, x.category, x.status, sum(x.bets) AS bets,
                 sum(x.stake_minor) AS stake, sum(x.payout_minor) AS payout
            FROM team_today_bet_copies x JOIN bet_days ON bet_days.day = x.day
            JOIN member_ancestors a ON a.member_id = x.member_id
           GROUP BY 1, 2, 3, 4
        ),
        kept_bets AS (
          SELECT t.agent_id, t.day, t.category, t.status, t.bets, t.stake_minor AS stake,
                 t.payout_minor AS payout
            FROM team_today_bet_totals t JOIN bet_days ON bet_days.day = t.day
        )
        SELECT (
          SELECT count(*) FROM member_daily_totals d JOIN days ON days.day = d.day
            LEFT JOIN team_today_members c ON c.member_id = d.member_id AND c.day = d.day
           WHERE d.change_seq <= days.change_seq
             AND (d.deposits_minor, d.withdrawals_minor, d.stakes_minor, d.payouts_minor,
                  d.bonuses_minor, d.rebates_minor, d.bets)
                 IS DISTINCT FROM
                 (c.deposits_minor, c.withdrawals_minor, c.stakes_minor, c.payouts_minor,
                  c.bonuses_minor, c.rebates_minor, c.bets)
        ) + (
          SELECT count(*) FROM expected_days e FULL JOIN kept_days k USING (agent_id, scope, day)
           WHERE (e.deposits, e.withdrawals, e.stakes, e.payouts, e.bonuses, e.rebates, e.bets,
                  e.bettors)
                 IS DISTINCT FROM
                 (k.deposits, k.withdrawals, k.stakes, k.payouts, k.bonuses, k.rebates, k.bets,
                  k.bettors)
        ) + (
          SELECT count(*) FROM wallets w CROSS JOIN purse
            LEFT JOIN team_wallet_copies c ON c.member_id = w.member_id
           WHERE w.change_seq <= purse.change_seq
             AND EXISTS (SELECT 1 FROM member_ancestors a WHERE a.member_id = w.member_id)
             AND c.balance_minor IS DISTINCT FROM w.balance_minor
        ) + (
          SELECT count(*) FROM expected_balances e
            FULL JOIN kept_balances k USING (agent_id, scope)
           WHERE e.balance IS DISTINCT FROM k.balance
        ) + (
          SELECT count(*) FROM bet_daily_totals d JOIN bet_days ON bet_days.day = d.day
            LEFT JOIN team_today_bet_copies c ON c.member_id = d.member_id AND c.day = d.day
                 AND c.category = d.category AND c.status = d.status
           WHERE d.change_seq <= bet_days.change_seq
             AND (d.bets, d.stake_minor, d.payout_minor)
                 IS DISTINCT FROM (c.bets, c.stake_minor, c.payout_minor)
        ) + (
          SELECT count(*) FROM expected_bets e
            FULL JOIN kept_bets k USING (agent_id, day, category, status)
           WHERE (e.bets, e.stake, e.payout) IS DISTINCT FROM (k.bets, k.stake, k.payout)
        ) AS n`,
  );
  return Number(row?.n ?? 0);
}
