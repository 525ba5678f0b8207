import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { selectRows } from '../../db/database.js';
import { members } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { freshSeededDatabase } from '../../test/databases.js';
import {
  ensureWallet,
  LedgerConflictError,
  postTransaction,
  type TransactionInput,
} from './ledger.js';
import { postTransactions } from './ledger-bulk.js';
import { reconcile } from './reconcile.js';

let database: Database;
before(async () => {
  database = await freshSeededDatabase();
});
after(async () => {
  await database.close();
});

async function newWallet(name: string): Promise<number> {
  const [member] = await database.db
    .insert(members)
    .values({ merchantCode: 'LOBBY01', username: name, passwordHash: 'x', type: 0 })
    .returning({ id: members.id });
  return (await ensureWallet(database.db, member!.id, 'CNY')).id;
}

/** A mixed batch on three wallets: credits, a debit, a move to hold, a three-way split. */
function batchFor(prefix: string, [a, b, c]: number[]): TransactionInput[] {
  const at = new Date('2026-01-02T03:04:05Z');
  const credit = (walletId: number, amountMinor: number, reference: string): TransactionInput => ({
    kind: 'REBATE',
    reference: `${prefix}-${reference}`,
    at,
    postings: [
      { account: { walletId, side: 'main' }, amountMinor },
      { account: { house: 'bonus' }, amountMinor: -amountMinor },
    ],
  });
  return [
    credit(c!, 500, 'c1'),
    credit(a!, 1_000, 'a1'),
    credit(b!, 2_000, 'b1'),
    {
      kind: 'BET',
      reference: `${prefix}-a2`,
      at,
      postings: [
        { account: { walletId: a!, side: 'main' }, amountMinor: -400 },
        { account: { house: 'gaming' }, amountMinor: 400 },
      ],
    },
    {
      kind: 'WITHDRAWAL',
      reference: `${prefix}-b2`,
      at,
      postings: [
        { account: { walletId: b!, side: 'main' }, amountMinor: -1_500 },
        { account: { walletId: b!, side: 'hold' }, amountMinor: 1_500 },
      ],
    },
    {
      kind: 'ADJUSTMENT',
      reference: `${prefix}-abc`,
      at,
      postings: [
        { account: { walletId: c!, side: 'main' }, amountMinor: -300 },
        { account: { walletId: a!, side: 'main' }, amountMinor: 100 },
        { account: { house: 'adjustment' }, amountMinor: 200 },
      ],
    },
  ];
}

/** Postings of a reference prefix in posting order: reference, account (by wallet order), amount, balance after. */
async function postingsOf(prefix: string, wallets: number[]) {
  const rows = await selectRows<{
    reference: string;
    kind: string;
    code: string;
    amount: string;
    after: string | null;
    created: string;
  }>(
    database.db,
    sql`SELECT t.reference, p.kind, a.code, p.amount_minor AS amount, p.balance_after AS after,
               p.created_at::text AS created
          FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
          JOIN ledger_accounts a ON a.id = p.account_id
         WHERE t.reference LIKE ${`${prefix}-%`} ORDER BY p.id`,
  );
  return rows.map((row) => ({
    reference: row.reference.slice(prefix.length),
    kind: row.kind,
    // wallet ids differ between the two runs: name the account by its wallet's position
    account: row.code.replace(/member:(\d+)/, (_, id: string) => `w${wallets.indexOf(Number(id))}`),
    amount: Number(row.amount),
    after: row.after === null ? null : Number(row.after),
    created: row.created,
  }));
}

async function balancesOf(wallets: number[]) {
  const rows = await selectRows<{ id: number; main: string; hold: string }>(
    database.db,
    sql`SELECT id, balance_minor AS main, hold_minor AS hold FROM wallets
         WHERE id IN (${sql.join(
           wallets.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  return wallets.map((id) => {
    const row = rows.find((r) => Number(r.id) === id)!;
    return { main: Number(row.main), hold: Number(row.hold) };
  });
}

const countOf = async (prefix: string) =>
  Number(
    (
      await selectRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE reference LIKE ${`${prefix}-%`}`,
      )
    )[0]!.n,
  );

describe('bulk ledger postings', () => {
  test('a bulk batch writes the same postings and balances as posting one by one', async () => {
    const single = await Promise.all(['bs-a', 'bs-b', 'bs-c'].map(newWallet));
    const bulk = await Promise.all(['bb-a', 'bb-b', 'bb-c'].map(newWallet));
    for (const input of batchFor('one', single)) await postTransaction(database.db, input);
    const result = await postTransactions(database.db, batchFor('bulk', bulk));
    assert.equal(result.results.length, 6);
    assert.ok(result.results.every((item) => !item.duplicate && item.transactionId > 0));
    assert.deepEqual(await postingsOf('bulk', bulk), await postingsOf('one', single));
    assert.deepEqual(await balancesOf(bulk), await balancesOf(single));
    assert.deepEqual(await balancesOf(bulk), [
      { main: 700, hold: 0 },
      { main: 500, hold: 1_500 },
      { main: 200, hold: 0 },
    ]);
    assert.deepEqual(result.balances.get(bulk[1]!), { main: 500, hold: 1_500 });
    assert.equal((await reconcile(database.db)).ok, true);
  });

  test('running the same batch again changes nothing and answers the first transactions', async () => {
    const wallets = await Promise.all(['br-a', 'br-b', 'br-c'].map(newWallet));
    const first = await postTransactions(database.db, batchFor('rerun', wallets));
    const balances = await balancesOf(wallets);
    const second = await postTransactions(database.db, batchFor('rerun', wallets));
    assert.deepEqual(
      second.results,
      first.results.map((item) => ({ ...item, duplicate: true })),
    );
    assert.deepEqual(await balancesOf(wallets), balances);
    assert.equal(await countOf('rerun'), 6);
    // Half old, half new: only the new ones are written.
    const mixed = batchFor('rerun', wallets).slice(0, 3);
    mixed.push({ ...mixed[0]!, reference: 'rerun-new' });
    const third = await postTransactions(database.db, mixed);
    assert.deepEqual(
      third.results.map((item) => item.duplicate),
      [true, true, true, false],
    );
    assert.equal(await countOf('rerun'), 7);
    assert.equal((await balancesOf(wallets))[2]!.main, balances[2]!.main + 500);
  });

  test('a reference posted one by one is a duplicate in a bulk batch (and the other way)', async () => {
    const wallets = await Promise.all(['bx-a', 'bx-b', 'bx-c'].map(newWallet));
    const batch = batchFor('cross', wallets);
    const single = await postTransaction(database.db, batch[0]!);
    const bulk = await postTransactions(database.db, batch);
    assert.deepEqual(bulk.results[0], { transactionId: single.transactionId, duplicate: true });
    const again = await postTransaction(database.db, batch[1]!);
    assert.equal(again.duplicate, true);
    assert.equal(again.transactionId, bulk.results[1]!.transactionId);
  });

  const failures: Array<[string, (wallets: number[]) => TransactionInput[], unknown]> = [
    [
      'a balance going below zero (INSUFFICIENT_FUNDS)',
      (wallets) => {
        const batch = batchFor('fail-funds', wallets);
        // the debit of wallet a comes before its credit: a one-by-one run would refuse it too
        return [batch[3]!, ...batch.slice(0, 3)];
      },
      (error: unknown) => error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS',
    ],
    [
      'a reference already used for different postings',
      (wallets) => {
        const batch = batchFor('fail-conflict', wallets);
        batch[5] = { ...batch[1]!, reference: 'seed-conflict' };
        return batch;
      },
      LedgerConflictError,
    ],
    [
      'an unknown wallet',
      (wallets) => {
        const batch = batchFor('fail-wallet', wallets);
        batch[5] = batchFor('fail-wallet-x', [999_999, 999_999, 999_999])[0]!;
        return batch;
      },
      RangeError,
    ],
    [
      'an unbalanced transaction',
      (wallets) => {
        const batch = batchFor('fail-balance', wallets);
        batch[5] = { ...batch[5]!, postings: batch[5]!.postings.slice(0, 2) };
        return batch;
      },
      RangeError,
    ],
    [
      'the same reference twice in the batch',
      (wallets) => {
        const batch = batchFor('fail-twice', wallets);
        batch.push(batch[0]!);
        return batch;
      },
      RangeError,
    ],
  ];
  for (const [index, [name, build, expected]] of failures.entries()) {
    test(`a batch with ${name} fails whole: nothing is half-posted`, async () => {
      const wallets = await Promise.all(
        ['a', 'b', 'c'].map((side) => newWallet(`bf-${index}-${side}`)),
      );
      await postTransaction(database.db, {
        kind: 'BONUS',
        reference: 'seed-conflict',
        postings: [
          { account: { walletId: wallets[0]!, side: 'main' }, amountMinor: 1 },
          { account: { house: 'bonus' }, amountMinor: -1 },
        ],
      }).catch(() => undefined);
      const before = await balancesOf(wallets);
      const batch = build(wallets);
      const prefix = batch[1]!.reference.replace(/-[a-z0-9]+$/, '');
      await assert.rejects(postTransactions(database.db, batch), expected as never);
      assert.equal(await countOf(prefix), 0);
      assert.deepEqual(await balancesOf(wallets), before);
    });
  }

  test('inside a caller transaction that fails later, the bulk postings roll back too', async () => {
    const wallets = await Promise.all(['bo-a', 'bo-b', 'bo-c'].map(newWallet));
    await assert.rejects(
      database.db.transaction(async (tx) => {
        await postTransactions(tx, batchFor('outer', wallets));
        throw new Error('caller failed');
      }),
      /caller failed/,
    );
    assert.equal(await countOf('outer'), 0);
    assert.deepEqual(await balancesOf(wallets), [
      { main: 0, hold: 0 },
      { main: 0, hold: 0 },
      { main: 0, hold: 0 },
    ]);
  });

  test('an empty batch posts nothing', async () => {
    assert.deepEqual(await postTransactions(database.db, []), {
      results: [],
      balances: new Map(),
    });
  });

  test('a bulk run and one-by-one postings on the same wallets at the same time do not deadlock', async () => {
    const wallets = await Promise.all(['bd-a', 'bd-b', 'bd-c'].map(newWallet));
    const fund = batchFor('fund', wallets).slice(0, 3);
    await postTransactions(database.db, fund);
    const credits = (prefix: string, order: number[]): TransactionInput[] =>
      order.map((i) => ({
        kind: 'BONUS',
        reference: `${prefix}-${i}`,
        postings: [
          { account: { walletId: wallets[i]!, side: 'main' }, amountMinor: 10 },
          { account: { walletId: wallets[(i + 1) % 3]!, side: 'main' }, amountMinor: 5 },
          { account: { house: 'bonus' }, amountMinor: -15 },
        ],
      }));
    await Promise.all([
      postTransactions(database.db, credits('dl-bulk1', [2, 1, 0])),
      ...credits('dl-single', [0, 1, 2]).map((input) => postTransaction(database.db, input)),
      postTransactions(database.db, credits('dl-bulk2', [0, 2, 1])),
    ]);
    assert.equal(await countOf('dl'), 9);
    const total = (await balancesOf(wallets)).reduce((sum, b) => sum + b.main, 0);
    assert.equal(total, 3_500 + 9 * 15);
  });
});
