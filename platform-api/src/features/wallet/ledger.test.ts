import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { selectRows } from '../../db/database.js';
import { migrate, readMigrations } from '../../db/migrate.js';
import { members } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { freshEmptyDatabase, freshSeededDatabase } from '../../test/databases.js';
import {
  ensureWallet,
  LedgerConflictError,
  postMemberMovement,
  postTransaction,
} from './ledger.js';
import { reconcile } from './reconcile.js';

let database: Database;
before(async () => {
  database = await freshSeededDatabase();
});
after(async () => {
  await database.close();
});

/** A member with an empty wallet of its own, so tests do not share balances. */
async function newWallet(name: string): Promise<number> {
  const [member] = await database.db
    .insert(members)
    .values({ merchantCode: 'LOBBY01', username: name, passwordHash: 'x', type: 0 })
    .returning({ id: members.id });
  return (await ensureWallet(database.db, member!.id, 'CNY')).id;
}

async function balanceOf(
  walletId: number,
): Promise<{ balance: number; ledgerSum: number; entries: number }> {
  const [row] = await selectRows<{ balance: string; ledger_sum: string; entries: number }>(
    database.db,
    sql`SELECT w.balance_minor AS balance,
               COALESCE(sum(p.amount_minor), 0) AS ledger_sum, count(p.id)::int AS entries
          FROM wallets w
          JOIN ledger_accounts a ON a.wallet_id = w.id AND a.kind = 'MEMBER_MAIN'
          LEFT JOIN ledger_postings p ON p.account_id = a.id
         WHERE w.id = ${walletId} GROUP BY w.id`,
  );
  return {
    balance: Number(row!.balance),
    ledgerSum: Number(row!.ledger_sum),
    entries: row!.entries,
  };
}

const move = (walletId: number, amountMinor: number, reference: string) =>
  postMemberMovement(database.db, {
    walletId,
    kind: amountMinor > 0 ? 'DEPOSIT' : 'BET',
    counter: amountMinor > 0 ? 'cash:SANDBOX' : 'gaming',
    amountMinor,
    reference,
  });

describe('double-entry ledger', () => {
  test('credits and debits keep the balance equal to the sum of its postings', async () => {
    const wallet = await newWallet('ledger-sum');
    await move(wallet, 10_000, 'sum-1');
    await move(wallet, -2_550, 'sum-2');
    const result = await postMemberMovement(database.db, {
      walletId: wallet,
      kind: 'PAYOUT',
      counter: 'gaming',
      amountMinor: 1_234,
      reference: 'sum-3',
    });
    assert.equal(result.balanceAfter, 8_684);
    assert.deepEqual(await balanceOf(wallet), { balance: 8_684, ledgerSum: 8_684, entries: 3 });
  });

  test('every transaction has a house counter-posting and sums to zero', async () => {
    const wallet = await newWallet('ledger-pairs');
    const { transactionId } = await move(wallet, 4_200, 'pair-1');
    const rows = await selectRows<{ code: string; amount: string }>(
      database.db,
      sql`SELECT a.code, p.amount_minor AS amount FROM ledger_postings p
            JOIN ledger_accounts a ON a.id = p.account_id
           WHERE p.transaction_id = ${transactionId} ORDER BY a.code`,
    );
    assert.deepEqual(
      rows.map((r) => [r.code, Number(r.amount)]),
      [
        ['house:cash:SANDBOX', -4_200],
        [`member:${wallet}:main`, 4_200],
      ],
    );
  });

  test('main to hold and back: a three-account transaction', async () => {
    const wallet = await newWallet('ledger-hold');
    await move(wallet, 1_000, 'hold-fund');
    const held = await postTransaction(database.db, {
      kind: 'WITHDRAWAL',
      reference: 'hold-1',
      postings: [
        { account: { walletId: wallet, side: 'main' }, amountMinor: -600 },
        { account: { walletId: wallet, side: 'hold' }, amountMinor: 600 },
      ],
    });
    assert.deepEqual(held.balances.get(wallet), { main: 400, hold: 600 });
    const paid = await postTransaction(database.db, {
      kind: 'WITHDRAWAL_PAID',
      reference: 'hold-2',
      postings: [
        { account: { walletId: wallet, side: 'hold' }, amountMinor: -600 },
        { account: { house: 'cash:SANDBOX' }, amountMinor: 590 },
        { account: { house: 'fees' }, amountMinor: 10 },
      ],
    });
    assert.deepEqual(paid.balances.get(wallet), { main: 400, hold: 0 });
  });

  test('an unbalanced transaction is refused before and by the database', async () => {
    const wallet = await newWallet('ledger-unbalanced');
    await assert.rejects(
      postTransaction(database.db, {
        kind: 'ADJUSTMENT',
        reference: 'unbalanced-1',
        postings: [
          { account: { walletId: wallet, side: 'main' }, amountMinor: 100 },
          { account: { house: 'adjustment' }, amountMinor: -99 },
        ],
      }),
      RangeError,
    );
    // Written by hand, the deferred trigger refuses it at commit.
    await assert.rejects(
      database.db.transaction(async (tx) => {
        const [t] = await selectRows<{ id: string }>(
          tx,
          sql`INSERT INTO ledger_transactions (reference, kind) VALUES ('raw-1', 'ADJUSTMENT') RETURNING id`,
        );
        await tx.execute(
          sql`INSERT INTO ledger_postings (transaction_id, account_id, kind, amount_minor, created_at)
              SELECT ${t!.id}, id, 'ADJUSTMENT', 5, now() FROM ledger_accounts WHERE code = 'house:adjustment'`,
        );
      }),
    );
    const [found] = await selectRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE reference = 'raw-1'`,
    );
    assert.equal(found!.n, 0);
  });

  test('a debit beyond the balance is refused and changes nothing', async () => {
    const wallet = await newWallet('ledger-negative');
    await move(wallet, 500, 'neg-1');
    await assert.rejects(
      move(wallet, -501, 'neg-2'),
      (error: unknown) => error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS',
    );
    assert.deepEqual(await balanceOf(wallet), { balance: 500, ledgerSum: 500, entries: 1 });
  });

  test('the same reference twice posts once (idempotent)', async () => {
    const wallet = await newWallet('ledger-idempotent');
    const first = await move(wallet, 700, 'idem-1');
    const second = await move(wallet, 700, 'idem-1');
    assert.equal(first.duplicate, false);
    assert.equal(second.duplicate, true);
    assert.equal(second.transactionId, first.transactionId);
    assert.deepEqual(await balanceOf(wallet), { balance: 700, ledgerSum: 700, entries: 1 });
  });

  test('a reference reused for a different transaction is a conflict', async () => {
    const wallet = await newWallet('ledger-conflict');
    await move(wallet, 100, 'conflict-1');
    await assert.rejects(move(wallet, 200, 'conflict-1'), LedgerConflictError);
  });

  test('zero, fractional and unsafe amounts are refused', async () => {
    const wallet = await newWallet('ledger-amounts');
    for (const amountMinor of [0, 1.5, Number.MAX_SAFE_INTEGER + 2, Number.NaN]) {
      await assert.rejects(move(wallet, amountMinor, `amount-${amountMinor}`), RangeError);
    }
  });

  test('the database refuses to change or delete postings and transactions', async () => {
    await assert.rejects(database.db.execute(sql`UPDATE ledger_postings SET amount_minor = 1`));
    await assert.rejects(database.db.execute(sql`DELETE FROM ledger_postings`));
    await assert.rejects(database.db.execute(sql`UPDATE ledger_transactions SET memo = 'x'`));
    await assert.rejects(database.db.execute(sql`DELETE FROM ledger_transactions`));
  });

  test('the database refuses a negative balance or hold even outside the ledger', async () => {
    const wallet = await newWallet('ledger-check');
    await assert.rejects(
      database.db.execute(sql`UPDATE wallets SET balance_minor = -1 WHERE id = ${wallet}`),
    );
    await assert.rejects(
      database.db.execute(sql`UPDATE wallets SET hold_minor = -1 WHERE id = ${wallet}`),
    );
  });

  test('50 parallel debits on one wallet never overdraw it', async () => {
    const wallet = await newWallet('ledger-parallel');
    await move(wallet, 3_000, 'par-fund');
    // 50 debits of 1.00 against 30.00: exactly 30 may succeed.
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => move(wallet, -100, `par-${i}`)),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' &&
        r.reason instanceof ApiError &&
        r.reason.code === 'INSUFFICIENT_FUNDS',
    ).length;
    assert.equal(succeeded, 30);
    assert.equal(refused, 20);
    assert.deepEqual(await balanceOf(wallet), { balance: 0, ledgerSum: 0, entries: 31 });
  });

  test('parallel postings with one reference post once', async () => {
    const wallet = await newWallet('ledger-parallel-idem');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => move(wallet, 250, 'par-same')),
    );
    assert.equal(results.filter((r) => !r.duplicate).length, 1);
    assert.deepEqual(await balanceOf(wallet), { balance: 250, ledgerSum: 250, entries: 1 });
  });

  test('two wallets in one transaction, both orders in parallel, do not deadlock', async () => {
    const a = await newWallet('ledger-lock-a');
    const b = await newWallet('ledger-lock-b');
    await move(a, 10_000, 'lock-fund-a');
    await move(b, 10_000, 'lock-fund-b');
    const transfer = (from: number, to: number, i: number) =>
      postTransaction(database.db, {
        kind: 'ADJUSTMENT',
        reference: `lock-${from}-${to}-${i}`,
        postings: [
          { account: { walletId: from, side: 'main' }, amountMinor: -10 },
          { account: { walletId: to, side: 'main' }, amountMinor: 10 },
        ],
      });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? transfer(a, b, i) : transfer(b, a, i))),
    );
    assert.equal((await balanceOf(a)).balance + (await balanceOf(b)).balance, 20_000);
  });

  test('reconcile: the seeded book and everything above holds', async () => {
    const report = await reconcile(database.db);
    assert.equal(report.ok, true, JSON.stringify(report));
    assert.equal(report.bookSum, 0);
    assert.ok(report.transactions > 50);
  });

  test('reconcile finds a wallet whose balance was changed outside the ledger', async () => {
    const wallet = await newWallet('ledger-tampered');
    await move(wallet, 100, 'tamper-1');
    await database.db.execute(sql`UPDATE wallets SET balance_minor = 101 WHERE id = ${wallet}`);
    const report = await reconcile(database.db);
    assert.equal(report.ok, false);
    assert.equal(report.walletMismatches, 1);
    await database.db.execute(sql`UPDATE wallets SET balance_minor = 100 WHERE id = ${wallet}`);
    assert.equal((await reconcile(database.db)).ok, true);
  });
});

describe('migration 0014', () => {
  test('converts single-sided entries into balanced transactions, keeping history', async () => {
    const empty = await freshEmptyDatabase();
    try {
      const all = await readMigrations();
      await migrate(
        empty,
        all.filter((m) => m.version < 14),
      );
      await empty.execScript(`
        INSERT INTO brands (code, name, merchant_code, currency_code, currency_symbol, main_domain,
                            whitelabel, mobile_template, paths, register, domain_route, image_cdns)
          VALUES ('L', 'Legacy', 'LEG01', 'CNY', '¥', 'legacy.example', '{}', '{}', '{}', '{}', '{}', '[]');
        INSERT INTO merchants (code, brand_id, kind) SELECT 'LEG01', id, 'REAL' FROM brands;
        INSERT INTO members (merchant_code, username, password_hash, type)
          VALUES ('LEG01', 'legacy', 'x', 0);
        INSERT INTO wallets (member_id, currency_code, balance_minor)
          SELECT id, 'CNY', 1250 FROM members WHERE username = 'legacy';
        INSERT INTO ledger_entries (wallet_id, kind, amount_minor, balance_after, reference, memo, created_at)
          SELECT w.id, v.kind, v.amount, v.after, v.ref, v.memo, v.at::timestamptz
            FROM wallets w, (VALUES
              ('DEPOSIT', 2000, 2000, 'legacy-1', 'seed', '2026-01-01T00:00:00Z'),
              ('BET', -1000, 1000, 'legacy-2', 'spin', '2026-01-02T00:00:00Z'),
              ('PAYOUT', 250, 1250, 'legacy-3', 'win', '2026-01-02T00:00:01Z')
            ) AS v(kind, amount, after, ref, memo, at);
      `);
      await migrate(empty);
      const rows = await selectRows<{
        reference: string;
        kind: string;
        member: string;
        house: string;
        after: string;
        at: Date | string;
      }>(
        empty.db,
        sql`SELECT t.reference, t.kind,
                   sum(p.amount_minor) FILTER (WHERE a.kind = 'MEMBER_MAIN') AS member,
                   sum(p.amount_minor) FILTER (WHERE a.kind = 'HOUSE') AS house,
                   max(p.balance_after) AS after, t.created_at AS at
              FROM ledger_transactions t
              JOIN ledger_postings p ON p.transaction_id = t.id
              JOIN ledger_accounts a ON a.id = p.account_id
             GROUP BY t.id ORDER BY t.id`,
      );
      assert.deepEqual(
        rows.map((r) => [r.reference, r.kind, Number(r.member), Number(r.house), Number(r.after)]),
        [
          ['legacy-1', 'DEPOSIT', 2000, -2000, 2000],
          ['legacy-2', 'BET', -1000, 1000, 1000],
          ['legacy-3', 'PAYOUT', 250, -250, 1250],
        ],
      );
      assert.equal(new Date(rows[0]!.at).toISOString(), '2026-01-01T00:00:00.000Z');
      assert.equal((await reconcile(empty.db)).ok, true);
      // The old table is frozen; new movements post to the new book.
      await assert.rejects(
        empty.db.execute(
          sql`INSERT INTO ledger_entries (wallet_id, kind, amount_minor, balance_after, reference)
              SELECT id, 'DEPOSIT', 1, 1251, 'legacy-4' FROM wallets LIMIT 1`,
        ),
      );
    } finally {
      await empty.close();
    }
  });
});
