import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/database.js';

const MONEY_KINDS = sql`'DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_REJECTED', 'BONUS', 'TRIAL_CREDIT',
  'RED_RAIN', 'REFERRAL', 'MALL_REDEEM', 'SALARY', 'DIVIDEND', 'REBATE'`;
const BONUS_KINDS = sql`'BONUS', 'TRIAL_CREDIT', 'RED_RAIN', 'REFERRAL', 'MALL_REDEEM', 'SALARY',
  'DIVIDEND'`;

/**
 * Rows of the team reports' tables (migration 0026) that disagree with what they sum: each
 * member's day against the member-account ledger totals and the settled bet totals of that day,
 * and each member's first deposit against its first paid deposit order. 0 when in step (the
 * reconcile check adds this to its daily-total mismatches).
 */
export async function memberTotalMismatches(executor: Executor): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    executor,
    sql`SELECT (
          SELECT count(*) FROM (
            SELECT member_id, day, sum(deposits) AS deposits, sum(withdrawals) AS withdrawals,
                   sum(stakes) AS stakes, sum(payouts) AS payouts, sum(bonuses) AS bonuses,
                   sum(rebates) AS rebates, sum(bets) AS bets
              FROM (
                SELECT w.member_id, d.day,
                       CASE WHEN d.kind = 'DEPOSIT' THEN d.total_minor ELSE 0 END AS deposits,
                       CASE WHEN d.kind IN ('WITHDRAWAL', 'WITHDRAWAL_REJECTED')
                            THEN -d.total_minor ELSE 0 END AS withdrawals,
                       0 AS stakes, 0 AS payouts,
                       CASE WHEN d.kind IN (${BONUS_KINDS}) THEN d.total_minor ELSE 0 END AS bonuses,
                       CASE WHEN d.kind = 'REBATE' THEN d.total_minor ELSE 0 END AS rebates,
                       0 AS bets
                  FROM ledger_daily_totals d JOIN ledger_accounts a ON a.id = d.account_id
                  JOIN wallets w ON w.id = a.wallet_id
                 WHERE a.kind = 'MEMBER_MAIN' AND d.kind IN (${MONEY_KINDS})
                UNION ALL
                SELECT member_id, day, 0, 0, stake_minor, payout_minor, 0, 0, bets
                  FROM bet_daily_totals WHERE status = 'SETTLED'
              ) parts
             GROUP BY member_id, day) e
          FULL JOIN member_daily_totals m USING (member_id, day)
          WHERE COALESCE(e.deposits, 0) <> COALESCE(m.deposits_minor, 0)
             OR COALESCE(e.withdrawals, 0) <> COALESCE(m.withdrawals_minor, 0)
             OR COALESCE(e.stakes, 0) <> COALESCE(m.stakes_minor, 0)
             OR COALESCE(e.payouts, 0) <> COALESCE(m.payouts_minor, 0)
             OR COALESCE(e.bonuses, 0) <> COALESCE(m.bonuses_minor, 0)
             OR COALESCE(e.rebates, 0) <> COALESCE(m.rebates_minor, 0)
             OR COALESCE(e.bets, 0) <> COALESCE(m.bets, 0)
        ) + (
          SELECT count(*) FROM (
            SELECT DISTINCT ON (member_id) member_id, id AS order_id
              FROM deposit_orders WHERE status = 'PAID'
             ORDER BY member_id, COALESCE(finished_at, created_at), id) o
          FULL JOIN member_first_deposits f USING (member_id)
          WHERE o.order_id IS DISTINCT FROM f.order_id
             -- its business day, in the zone the daily tables are keyed by (0048)
             OR f.day <> (f.paid_at AT TIME ZONE business_zone())::date
        ) AS n`,
  );
  return Number(row?.n ?? 0);
}
