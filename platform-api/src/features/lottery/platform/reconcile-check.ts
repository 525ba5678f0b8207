import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../../db/database.js';

// The lottery's part of `reconcile`: the orders and sub-orders agree with each other and with
// the ledger. Counted per row that disagrees; 0 when in step.

/** What the member's own wallet got from one ledger transaction (null: nothing posted to it). */
const memberPosted = (transaction: string, memberId: string) =>
  sql.raw(`(
  SELECT sum(p.amount_minor) FROM ledger_postings p
    JOIN ledger_accounts a ON a.id = p.account_id
    JOIN wallets wl ON wl.id = a.wallet_id
   WHERE p.transaction_id = ${transaction}.id AND wl.member_id = ${memberId})`);

/**
 * Orders whose total is not the sum of their sub-orders' amounts, or whose BET transaction
 * (`lgw:<orderNumber>:bet`) did not take exactly that total from the member, or whose series
 * rebate (`:rebate`) is missing or differs; plus sub-orders whose ledger posting does not match
 * their state: won or tie with a payout → a `<reference>:win` PAYOUT of exactly win_minor to the
 * member (and none otherwise); cancelled or refunded (6, 8, 12, 14) → a `<reference>:refund`
 * BET_REFUND of exactly the amount (and none otherwise); plus history totals out of step with
 * the sub-orders.
 */
export async function lotteryMismatches(executor: Executor): Promise<number> {
  const [orders] = await selectRows<{ n: number }>(
    executor,
    sql`SELECT count(*)::int AS n FROM lottery_orders o
          LEFT JOIN (SELECT order_id, sum(amount_minor) AS total FROM lottery_suborders
                      GROUP BY order_id) s ON s.order_id = o.id
          LEFT JOIN ledger_transactions b ON b.reference = 'lgw:' || o.order_number || ':bet'
          LEFT JOIN ledger_transactions r ON r.reference = 'lgw:' || o.order_number || ':rebate'
         WHERE s.total IS DISTINCT FROM o.total_minor
            OR ${memberPosted('b', 'o.member_id')} IS DISTINCT FROM -o.total_minor
            OR CASE WHEN o.rebate_minor > 0
                    THEN ${memberPosted('r', 'o.member_id')} IS DISTINCT FROM o.rebate_minor
                    ELSE r.id IS NOT NULL END`,
  );
  const [suborders] = await selectRows<{ n: number }>(
    executor,
    sql`SELECT count(*)::int AS n FROM lottery_suborders s
          LEFT JOIN ledger_transactions w ON w.reference = s.reference || ':win'
          LEFT JOIN ledger_transactions r ON r.reference = s.reference || ':refund'
         WHERE CASE WHEN s.state IN (4, 16) AND s.win_minor > 0
                    THEN ${memberPosted('w', 's.member_id')} IS DISTINCT FROM s.win_minor
                    ELSE w.id IS NOT NULL END
            OR CASE WHEN s.state IN (6, 8, 12, 14)
                    THEN ${memberPosted('r', 's.member_id')} IS DISTINCT FROM s.amount_minor
                    ELSE r.id IS NOT NULL END`,
  );
  // The history's totals (0050, kept by triggers, by business day): each (member, day, game, chase, state) as the
  // sub-orders sum it; a group on one side only, or with other figures, is one mismatch.
  const [totals] = await selectRows<{ n: number }>(
    executor,
    sql`SELECT count(*)::int AS n
          FROM (SELECT member_id, (placed_at AT TIME ZONE business_zone())::date AS day, game_id, chase,
                       state, count(*) AS suborders, sum(amount_minor) AS amount_minor,
                       sum(win_minor) AS win_minor
                  FROM lottery_suborders GROUP BY 1, 2, 3, 4, 5) s
          FULL JOIN (SELECT * FROM lottery_member_totals WHERE suborders <> 0) t
            USING (member_id, day, game_id, chase, state)
         WHERE s.suborders IS DISTINCT FROM t.suborders
            OR s.amount_minor IS DISTINCT FROM t.amount_minor
            OR s.win_minor IS DISTINCT FROM t.win_minor`,
  );
  return orders!.n + suborders!.n + totals!.n;
}
