import { sql } from 'drizzle-orm';
import type { ReconcileReport } from '../../contract/wallet.js';
import { selectRows, type Executor } from '../../db/database.js';
import {
  memberTotalMismatches,
  teamHeadsMismatches,
  teamLiveRollupMismatches,
  teamRollupMismatches,
} from '../agent/index.js';
import { lotteryMismatches } from '../lottery/index.js';

/**
 * Checks the book: every transaction sums to zero, the whole book sums to zero, every member
 * account's running balance (wallets.balance_minor / hold_minor) equals the sum of its postings
 * and equals the balance_after of its latest posting, no member account is negative, and the
 * kept daily totals (migration 0016) agree with the postings and bets they sum, as do the team
 * reports' member days and first deposits (migration 0026), and the lottery's orders and
 * sub-orders agree with their ledger transactions (`lotteryMismatches`).
 */
export async function reconcile(executor: Executor): Promise<ReconcileReport> {
  const [book] = await selectRows<{ transactions: number; postings: number; book_sum: string }>(
    executor,
    sql`SELECT (SELECT count(*)::int FROM ledger_transactions) AS transactions,
               count(*)::int AS postings,
               COALESCE(sum(amount_minor), 0) AS book_sum
          FROM ledger_postings`,
  );
  const [unbalanced] = await selectRows<{ n: number }>(
    executor,
    sql`SELECT count(*)::int AS n FROM (
          SELECT t.id FROM ledger_transactions t
          LEFT JOIN ledger_postings p ON p.transaction_id = t.id
          GROUP BY t.id HAVING COALESCE(sum(p.amount_minor), 0) <> 0 OR count(p.id) < 2) x`,
  );
  const [mismatches] = await selectRows<{ n: number; negative: number }>(
    executor,
    sql`WITH sums AS (
          SELECT a.wallet_id, a.kind, COALESCE(sum(p.amount_minor), 0) AS total,
                 (SELECT p2.balance_after FROM ledger_postings p2 WHERE p2.account_id = a.id
                   ORDER BY p2.id DESC LIMIT 1) AS last_after
            FROM ledger_accounts a
            LEFT JOIN ledger_postings p ON p.account_id = a.id
           WHERE a.kind <> 'HOUSE'
           GROUP BY a.id, a.wallet_id, a.kind)
        SELECT count(*) FILTER (WHERE
                 s.total <> CASE s.kind WHEN 'MEMBER_MAIN' THEN w.balance_minor ELSE w.hold_minor END
                 OR COALESCE(s.last_after, 0) <> s.total)::int AS n,
               count(*) FILTER (WHERE s.total < 0)::int AS negative
          FROM sums s JOIN wallets w ON w.id = s.wallet_id`,
  );
  const [missing] = await selectRows<{ n: number }>(
    executor,
    sql`SELECT count(*)::int AS n FROM wallets w
         WHERE (SELECT count(*) FROM ledger_accounts a WHERE a.wallet_id = w.id) <> 2`,
  );
  const [daily] = await selectRows<{ n: number }>(
    executor,
    sql`SELECT (
          SELECT count(*) FROM (
            SELECT account_id, (created_at AT TIME ZONE business_zone())::date AS day, kind,
                   sum(amount_minor) AS total, count(*) AS n
              FROM ledger_postings WHERE balance_after IS NOT NULL GROUP BY 1, 2, 3) p
          FULL JOIN ledger_daily_totals d USING (account_id, day, kind)
          WHERE p.total IS DISTINCT FROM d.total_minor OR p.n IS DISTINCT FROM d.postings
        ) + (
          SELECT count(*) FROM (
            SELECT b.member_id, (b.placed_at AT TIME ZONE business_zone())::date AS day, v.category, b.status,
                   count(*) AS bets, sum(b.stake_minor) AS stake, sum(b.payout_minor) AS payout
              FROM bet_records b JOIN games g ON g.id = b.game_id JOIN vendors v ON v.code = g.vendor_code
             GROUP BY 1, 2, 3, 4) b
          FULL JOIN (SELECT * FROM bet_daily_totals WHERE bets <> 0) d
            USING (member_id, day, category, status)
          WHERE b.bets IS DISTINCT FROM d.bets OR b.stake IS DISTINCT FROM d.stake_minor
             OR b.payout IS DISTINCT FROM d.payout_minor
        ) AS n`,
  );
  const report: ReconcileReport = {
    ok: false,
    transactions: book!.transactions,
    postings: book!.postings,
    bookSum: Number(book!.book_sum),
    unbalancedTransactions: unbalanced!.n,
    walletMismatches: mismatches!.n + missing!.n,
    negativeMemberAccounts: mismatches!.negative,
    // The team reports' per-member days (migration 0029) and their closure, roll-ups and
    // activity (0031), the live roll-up of today and the wallets (0032) and the team head counts
    // (0033) count here too.
    dailyTotalMismatches:
      Number(daily!.n) +
      (await memberTotalMismatches(executor)) +
      (await teamRollupMismatches(executor)) +
      (await teamLiveRollupMismatches(executor)) +
      (await teamHeadsMismatches(executor)),
    lotteryMismatches: await lotteryMismatches(executor),
  };
  report.ok =
    report.bookSum === 0 &&
    report.unbalancedTransactions === 0 &&
    report.walletMismatches === 0 &&
    report.negativeMemberAccounts === 0 &&
    report.dailyTotalMismatches === 0 &&
    report.lotteryMismatches === 0;
  return report;
}
