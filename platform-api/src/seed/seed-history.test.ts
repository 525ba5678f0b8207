import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { selectRows } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { readBusinessZone } from '../features/system/business-day.js';
import { postMemberMovement } from '../features/wallet/ledger.js';
import { reconcile } from '../features/wallet/reconcile.js';
import {
  profitAndLoss,
  resolvePeriod,
  transactionRecord,
  type Period,
} from '../features/wallet/records-service.js';
import { freshEmptyDatabase } from '../test/databases.js';
import { DEMO_BALANCE_MINOR, DEMO_BETS } from './demo-bets.js';
import { refreshDemoActivity } from './activity.js';
import { seed } from './index.js';

/**
 * Issue 33 item 11: the seeded history is one that could have happened. After a full seed (with
 * agent01's team history, as the real start and the seed command run it), for every seeded
 * account: every bet has its ledger movements at its own time, the opening deposit is dated at
 * the registration (before anything else, not today unless the account registered today), the
 * movements in time order carry the running balance and sum to the wallet, the last 30 days'
 * P&L equals the ledger movements of those days, and reconcile is clean. A forced re-seed adds
 * nothing.
 */

let database: Database;
let now: Date;
before(async () => {
  database = await freshEmptyDatabase();
  await migrate(database);
  now = new Date();
  await seed(database.db, { teamHistory: true });
});
after(async () => {
  await database.close();
});

const minor = (major: number) => Math.round(major * 100);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** Raw rows answer timestamps as Date (node-postgres) or text (PGlite). */
const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

interface Account {
  id: number;
  username: string;
  balance: string;
  main_account: number;
}

async function seededAccounts(): Promise<Account[]> {
  return selectRows<Account>(
    database.db,
    sql`SELECT m.id, m.username, w.balance_minor AS balance, a.id AS main_account
          FROM members m JOIN wallets w ON w.member_id = m.id
          JOIN ledger_accounts a ON a.wallet_id = w.id AND a.kind = 'MEMBER_MAIN'
         ORDER BY m.username`,
  );
}

describe('the seeded history went through the ledger', () => {
  test('every bet record has its stake (and win) in the ledger at the bet’s time', async () => {
    const bets = await selectRows<{
      reference: string;
      username: string;
      stake: string;
      payout: string;
      placed_at: Date | string;
      debit: string | null;
      debit_at: Date | string | null;
      credit: string | null;
      credit_at: Date | string | null;
    }>(
      database.db,
      sql`SELECT b.reference, m.username, b.stake_minor AS stake, b.payout_minor AS payout,
                 b.placed_at,
                 d.amount_minor AS debit, d.created_at AS debit_at,
                 c.amount_minor AS credit, c.created_at AS credit_at
            FROM bet_records b JOIN members m ON m.id = b.member_id
            JOIN wallets w ON w.member_id = m.id
            JOIN ledger_accounts a ON a.wallet_id = w.id AND a.kind = 'MEMBER_MAIN'
            LEFT JOIN ledger_transactions dt ON dt.reference = b.reference || ':bet'
            LEFT JOIN ledger_postings d ON d.transaction_id = dt.id AND d.account_id = a.id
            LEFT JOIN ledger_transactions ct ON ct.reference = b.reference || ':win'
            LEFT JOIN ledger_postings c ON c.transaction_id = ct.id AND c.account_id = a.id
           ORDER BY b.id`,
    );
    const demo = bets.filter((bet) => bet.username === 'demo');
    assert.equal(demo.length, DEMO_BETS.length);
    assert.ok(bets.length > 100, `bets: ${bets.length}`);
    for (const bet of bets) {
      const label = `${bet.username} ${bet.reference}`;
      assert.equal(Number(bet.debit), -Number(bet.stake), `${label}: stake debited`);
      assert.equal(time(bet.debit_at), time(bet.placed_at), `${label}: at the bet's time`);
      if (Number(bet.payout) > 0) {
        assert.equal(Number(bet.credit), Number(bet.payout), `${label}: win credited`);
        assert.equal(time(bet.credit_at), time(bet.placed_at), `${label}: win time`);
      } else assert.equal(bet.credit, null, `${label}: no win, no credit`);
    }
  });

  test('the opening deposit is dated at the registration, before everything else', async () => {
    const openings = await selectRows<{
      username: string;
      created_at: Date | string;
      opening_at: Date | string | null;
      first_reference: string;
    }>(
      database.db,
      sql`SELECT m.username, m.created_at, o.created_at AS opening_at,
                 f.reference AS first_reference
            FROM members m JOIN wallets w ON w.member_id = m.id
            LEFT JOIN ledger_transactions o
              ON o.reference IN ('seed:' || m.username || ':opening-deposit',
                                 'deposit:DSEEDOPEN' || upper(m.username))
            JOIN LATERAL (
              SELECT t.created_at, t.reference FROM ledger_postings p
                JOIN ledger_accounts a ON a.id = p.account_id
                JOIN ledger_transactions t ON t.id = p.transaction_id
               WHERE a.wallet_id = w.id ORDER BY p.created_at, p.id LIMIT 1) f ON true
           ORDER BY m.username`,
    );
    assert.ok(openings.length >= 30, `funded accounts: ${openings.length}`);
    const today = dayOf(now);
    const registeredToday = openings.filter((row) => dayOf(new Date(row.created_at)) === today);
    // team12–team14, the agent's "today" sign-ups.
    assert.deepEqual(
      registeredToday.map((row) => row.username),
      ['team12', 'team13', 'team14'],
    );
    for (const row of openings) {
      assert.ok(row.opening_at, `${row.username} has an opening deposit`);
      const registered = new Date(row.created_at);
      const opened = new Date(row.opening_at);
      assert.equal(
        opened.getTime(),
        registered.getTime(),
        `${row.username}: dated at registration`,
      );
      // today's sign-ups deposited through a paid order (the agent's first deposits count it)
      const opening = registeredToday.includes(row)
        ? `deposit:DSEEDOPEN${row.username.toUpperCase()}`
        : `seed:${row.username}:opening-deposit`;
      assert.equal(row.first_reference, opening, row.username);
      if (dayOf(registered) !== today)
        assert.notEqual(dayOf(opened), today, `${row.username}: not today`);
    }
  });

  test('in time order the movements carry the running balance and sum to the wallet', async () => {
    for (const account of await seededAccounts()) {
      const postings = await selectRows<{ amount: string; after: string }>(
        database.db,
        sql`SELECT amount_minor AS amount, balance_after AS after FROM ledger_postings
             WHERE account_id = ${account.main_account} ORDER BY created_at, id`,
      );
      let running = 0;
      for (const posting of postings) {
        running += Number(posting.amount);
        assert.equal(Number(posting.after), running, `${account.username}: balance after`);
      }
      assert.equal(running, Number(account.balance), `${account.username}: sums to the balance`);
    }
    const [demo] = (await seededAccounts()).filter((account) => account.username === 'demo');
    assert.equal(Number(demo!.balance), DEMO_BALANCE_MINOR);
  });

  test('the P&L of the last 30 days equals the ledger movements of those days', async () => {
    const period = resolvePeriod({ period: 'last30' }, now, await readBusinessZone(database.db));
    let accountsWithBets = 0;
    for (const account of await seededAccounts()) {
      const pnl = await profitAndLoss(database.db, account.id, period);
      const label = account.username;
      assert.equal(minor(pnl.netMovement), await recordSum(account.id, period), `${label}: record`);
      const [ledger] = await selectRows<{ total: string | null }>(
        database.db,
        sql`SELECT sum(amount_minor) AS total FROM ledger_postings
             WHERE account_id = ${account.main_account}
               AND created_at >= ${period.from} AND created_at < ${period.to}`,
      );
      assert.equal(minor(pnl.netMovement), Number(ledger!.total ?? 0), `${label}: ledger`);
      // Every settled bet's stake and win moved the balance in the period: nothing left over.
      assert.equal(pnl.openBets, 0, `${label}: bets without ledger movements`);
      const [bets] = await selectRows<{ stakes: string | null; payouts: string | null }>(
        database.db,
        sql`SELECT sum(stake_minor) AS stakes, sum(payout_minor) AS payouts FROM bet_records
             WHERE member_id = ${account.id}
               AND placed_at >= ${period.from} AND placed_at < ${period.to}`,
      );
      assert.equal(minor(pnl.stakes), Number(bets!.stakes ?? 0), `${label}: stakes`);
      assert.equal(minor(pnl.payouts), Number(bets!.payouts ?? 0), `${label}: payouts`);
      if (pnl.stakes > 0) accountsWithBets += 1;
    }
    assert.ok(accountsWithBets >= 15, `accounts with bets: ${accountsWithBets}`);
  });

  test('reconcile is clean, and a forced re-seed adds nothing', async () => {
    const first = await reconcile(database.db);
    assert.equal(first.ok, true, JSON.stringify(first));
    const count = async () =>
      (
        await selectRows<{ transactions: number; bets: number; balances: string }>(
          database.db,
          sql`SELECT (SELECT count(*)::int FROM ledger_transactions) AS transactions,
                     (SELECT count(*)::int FROM bet_records) AS bets,
                     (SELECT sum(balance_minor)::text FROM wallets) AS balances`,
        )
      )[0];
    const before = await count();
    await seed(database.db, { force: true, teamHistory: true });
    assert.deepEqual(await count(), before);
    assert.equal((await reconcile(database.db)).ok, true);
  });
});

describe('the daily demo activity', () => {
  test('bets what a wallet holds when it cannot cover the usual stake, and nothing from ￥0.99', async () => {
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const wallets = await selectRows<{ username: string; wallet_id: number; balance: string }>(
      database.db,
      sql`SELECT m.username, w.id AS wallet_id, w.balance_minor AS balance
            FROM members m JOIN wallets w ON w.member_id = m.id
           WHERE m.username IN ('team04', 'team05') ORDER BY m.username`,
    );
    // team04 keeps ￥0.99, team05 ￥12.34 (their usual stakes are ￥40 and ￥50).
    for (const [row, keep] of wallets.map((row, i) => [row, [99, 1234][i]!] as const)) {
      await postMemberMovement(database.db, {
        walletId: row.wallet_id,
        kind: 'ADJUSTMENT',
        counter: 'adjustment',
        amountMinor: keep - Number(row.balance),
        reference: `seed-history:drain:${row.username}`,
      });
    }
    await refreshDemoActivity(database.db, tomorrow);
    const bets = await selectRows<{ username: string; stake: string; payout: string }>(
      database.db,
      sql`SELECT m.username, b.stake_minor AS stake, b.payout_minor AS payout
            FROM bet_records b JOIN members m ON m.id = b.member_id
           WHERE b.reference LIKE 'demo:bet:%' AND b.placed_at >= ${new Date(`${dayOf(tomorrow)}T00:00:00Z`)}
           ORDER BY m.username`,
    );
    assert.deepEqual(
      bets.map((bet) => [bet.username, Number(bet.stake), Number(bet.payout)]),
      [
        ['team01', 1_000, 1_500],
        ['team02', 2_000, 0],
        ['team03', 3_000, 4_500],
        ['team05', 1_200, 1_800],
      ],
    );
    const report = await reconcile(database.db);
    assert.equal(report.ok, true, JSON.stringify(report));
  });
});

async function recordSum(memberId: number, period: Period): Promise<number> {
  let sum = 0;
  let cursor: string | undefined;
  do {
    const page = await transactionRecord(database.db, memberId, { cursor, pageSize: 100 }, period);
    sum += page.list.reduce((total, item) => total + minor(item.amount), 0);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return sum;
}
