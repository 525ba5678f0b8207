import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { selectRows } from '../../db/database.js';
import { members } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { freshSeededDatabase } from '../../test/databases.js';
import { ensureWallet, LedgerConflictError, postToLedger } from './ledger.js';

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
               COALESCE((SELECT sum(amount_minor) FROM ledger_entries WHERE wallet_id = w.id), 0) AS ledger_sum,
               (SELECT count(*)::int FROM ledger_entries WHERE wallet_id = w.id) AS entries
        FROM wallets w WHERE w.id = ${walletId}`,
  );
  return {
    balance: Number(row!.balance),
    ledgerSum: Number(row!.ledger_sum),
    entries: row!.entries,
  };
}

describe('ledger', () => {
  test('credits and debits keep balance equal to the ledger sum', async () => {
    const wallet = await newWallet('ledger-sum');
    await postToLedger(database.db, {
      walletId: wallet,
      kind: 'DEPOSIT',
      amountMinor: 10_000,
      reference: 'sum-1',
    });
    await postToLedger(database.db, {
      walletId: wallet,
      kind: 'BET',
      amountMinor: -2_550,
      reference: 'sum-2',
    });
    const result = await postToLedger(database.db, {
      walletId: wallet,
      kind: 'PAYOUT',
      amountMinor: 1_234,
      reference: 'sum-3',
    });
    assert.equal(result.balanceAfter, 8_684);
    assert.deepEqual(await balanceOf(wallet), { balance: 8_684, ledgerSum: 8_684, entries: 3 });
  });

  test('a debit beyond the balance is refused and changes nothing', async () => {
    const wallet = await newWallet('ledger-negative');
    await postToLedger(database.db, {
      walletId: wallet,
      kind: 'DEPOSIT',
      amountMinor: 500,
      reference: 'neg-1',
    });
    await assert.rejects(
      postToLedger(database.db, {
        walletId: wallet,
        kind: 'WITHDRAWAL',
        amountMinor: -501,
        reference: 'neg-2',
      }),
      (error: unknown) => error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS',
    );
    assert.deepEqual(await balanceOf(wallet), { balance: 500, ledgerSum: 500, entries: 1 });
  });

  test('the same reference twice posts once (idempotent)', async () => {
    const wallet = await newWallet('ledger-idempotent');
    const first = await postToLedger(database.db, {
      walletId: wallet,
      kind: 'DEPOSIT',
      amountMinor: 700,
      reference: 'idem-1',
    });
    const second = await postToLedger(database.db, {
      walletId: wallet,
      kind: 'DEPOSIT',
      amountMinor: 700,
      reference: 'idem-1',
    });
    assert.equal(first.duplicate, false);
    assert.equal(second.duplicate, true);
    assert.equal(second.entryId, first.entryId);
    assert.deepEqual(await balanceOf(wallet), { balance: 700, ledgerSum: 700, entries: 1 });
  });

  test('a reference reused for a different posting is a conflict', async () => {
    const wallet = await newWallet('ledger-conflict');
    await postToLedger(database.db, {
      walletId: wallet,
      kind: 'DEPOSIT',
      amountMinor: 100,
      reference: 'conflict-1',
    });
    await assert.rejects(
      postToLedger(database.db, {
        walletId: wallet,
        kind: 'DEPOSIT',
        amountMinor: 200,
        reference: 'conflict-1',
      }),
      LedgerConflictError,
    );
  });

  test('zero, fractional and unsafe amounts are refused', async () => {
    const wallet = await newWallet('ledger-amounts');
    for (const amountMinor of [0, 1.5, Number.MAX_SAFE_INTEGER + 2, Number.NaN]) {
      await assert.rejects(
        postToLedger(database.db, {
          walletId: wallet,
          kind: 'DEPOSIT',
          amountMinor,
          reference: `amount-${amountMinor}`,
        }),
        RangeError,
      );
    }
  });

  test('the database refuses to change or delete ledger entries', async () => {
    await assert.rejects(database.db.execute(sql`UPDATE ledger_entries SET amount_minor = 1`));
    await assert.rejects(database.db.execute(sql`DELETE FROM ledger_entries`));
  });

  test('the database refuses a negative balance even outside the ledger function', async () => {
    const wallet = await newWallet('ledger-check');
    await assert.rejects(
      database.db.execute(sql`UPDATE wallets SET balance_minor = -1 WHERE id = ${wallet}`),
    );
  });

  test('50 parallel debits on one wallet never overdraw it', async () => {
    const wallet = await newWallet('ledger-parallel');
    await postToLedger(database.db, {
      walletId: wallet,
      kind: 'DEPOSIT',
      amountMinor: 3_000,
      reference: 'par-fund',
    });
    // 50 debits of 1.00 against 30.00: exactly 30 may succeed.
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        postToLedger(database.db, {
          walletId: wallet,
          kind: 'BET',
          amountMinor: -100,
          reference: `par-${i}`,
        }),
      ),
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
      Array.from({ length: 10 }, () =>
        postToLedger(database.db, {
          walletId: wallet,
          kind: 'DEPOSIT',
          amountMinor: 250,
          reference: 'par-same',
        }),
      ),
    );
    assert.equal(results.filter((r) => !r.duplicate).length, 1);
    assert.deepEqual(await balanceOf(wallet), { balance: 250, ledgerSum: 250, entries: 1 });
  });

  test('every seeded wallet balance equals its ledger sum', async () => {
    const rows = await selectRows<{ mismatches: number; wallets: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE w.balance_minor <> COALESCE(l.total, 0))::int AS mismatches,
                 count(*)::int AS wallets
          FROM wallets w
          LEFT JOIN (SELECT wallet_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY wallet_id) l
            ON l.wallet_id = w.id`,
    );
    assert.equal(rows[0]!.mismatches, 0);
    assert.ok(rows[0]!.wallets >= 16);
    const [demo] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'demo'));
    assert.ok(demo);
  });
});
