import { sql } from 'drizzle-orm';
import { arrayParam, rowsOf, selectRows, type Executor } from '../../db/database.js';
import {
  accountCode,
  LedgerConflictError,
  postingRowsOf,
  signature,
  validate,
  type TransactionInput,
} from './ledger.js';

export interface BulkItemResult {
  transactionId: number;
  /** True when the reference had already been posted and nothing changed. */
  duplicate: boolean;
}

export interface BulkResult {
  /** One per input, in input order. */
  results: BulkItemResult[];
  /** Balances after the whole batch, per member wallet it touched. */
  balances: Map<number, { main: number; hold: number }>;
}

/**
 * Many balanced transactions in one database transaction, with the checks of postTransaction
 * and set-based writes: every input is validated (balanced, references unique in the batch);
 * the member wallets of the whole batch are locked in wallet id order (the order
 * postTransaction uses, so a bulk run and members' own postings cannot deadlock); references
 * are re-checked under the locks (an already posted reference with the same kind and postings
 * is a duplicate and changes nothing, different postings are a LedgerConflictError); balances
 * are applied in input order and none may go below zero (INSUFFICIENT_FUNDS). Any failure
 * rolls the whole batch back: nothing is half-posted. Callers keep batches small enough that
 * the locks are held briefly (a few hundred transactions).
 */
export async function postTransactions(
  executor: Executor,
  inputs: readonly TransactionInput[],
): Promise<BulkResult> {
  checkBatch(inputs);
  if (inputs.length === 0) return { results: [], balances: new Map() };
  return executor.transaction((tx) => writeBatch(tx, inputs));
}

/**
 * postTransactions inside the caller's database transaction, without a savepoint of its own (two
 * round trips fewer): for a caller whose transaction is rolled back whole on any error it throws,
 * so nothing of a refused batch can stay behind (placing a lottery order).
 */
export async function postTransactionsInTransaction(
  tx: Executor,
  inputs: readonly TransactionInput[],
): Promise<BulkResult> {
  checkBatch(inputs);
  if (inputs.length === 0) return { results: [], balances: new Map() };
  return writeBatch(tx, inputs);
}

/** The member wallets the inputs post to, each once, in id order (the order they are locked in). */
const walletIdsOf = (inputs: readonly TransactionInput[]): number[] =>
  [
    ...new Set(
      inputs.flatMap((input) =>
        input.postings.flatMap((p) => ('walletId' in p.account ? [p.account.walletId] : [])),
      ),
    ),
  ].sort((a, b) => a - b);

/** Every input balanced, and no reference twice in the batch. */
function checkBatch(inputs: readonly TransactionInput[]): void {
  const seen = new Set<string>();
  for (const input of inputs) {
    validate(input);
    if (seen.has(input.reference)) {
      throw new RangeError(`reference ${input.reference} appears twice in the batch`);
    }
    seen.add(input.reference);
  }
}

async function writeBatch(tx: Executor, inputs: readonly TransactionInput[]): Promise<BulkResult> {
  const walletIds = walletIdsOf(inputs);
  const balances = new Map<number, { main: number; hold: number }>();
  // ORDER BY under FOR UPDATE: rows are locked as they come out of the sort, in id order.
  const walletRows = await selectRows<{ id: number; main: string; hold: string }>(
    tx,
    sql`SELECT id, balance_minor AS main, hold_minor AS hold FROM wallets
         WHERE id = ANY(${arrayParam(walletIds, 'int')}) ORDER BY id FOR UPDATE`,
  );
  for (const row of walletRows) {
    balances.set(row.id, { main: Number(row.main), hold: Number(row.hold) });
  }
  for (const walletId of walletIds) {
    if (!balances.has(walletId)) throw new RangeError(`wallet ${walletId} does not exist`);
  }

  const existing = new Map<string, { id: number; kind: string }>();
  const postedRows = await selectRows<{ id: string; reference: string; kind: string }>(
    tx,
    sql`SELECT id, reference, kind FROM ledger_transactions
         WHERE reference = ANY(${arrayParam(
           inputs.map((input) => input.reference),
           'text',
         )})`,
  );
  for (const row of postedRows) existing.set(row.reference, { id: Number(row.id), kind: row.kind });
  await checkDuplicates(tx, inputs, existing);

  const fresh = inputs.filter((input) => !existing.has(input.reference));
  const codes = [
    ...new Set(fresh.flatMap((input) => input.postings.map((p) => accountCode(p.account)))),
  ];
  const accountIds = new Map<string, number>();
  const accountRows = await selectRows<{ id: number; code: string }>(
    tx,
    sql`SELECT id, code FROM ledger_accounts WHERE code = ANY(${arrayParam(codes, 'text')})`,
  );
  for (const row of accountRows) accountIds.set(row.code, row.id);
  for (const code of codes) {
    if (!accountIds.has(code)) throw new RangeError(`ledger account ${code} does not exist`);
  }

  // Balances in input order, as one-by-one postings would have left them.
  const postingRows = fresh.map((input) =>
    postingRowsOf(input, balances, accountIds, input.at ?? new Date()),
  );

  const newIds =
    fresh.length > 0 ? await insertFresh(tx, fresh, postingRows) : new Map<string, number>();
  // A per-transaction hook of the ledger (one call per posted transaction) goes here: loop
  // over `fresh` with its `newIds` and `postingRows` inside this database transaction.

  await writeBalances(tx, walletIdsOf(fresh), balances, latest(fresh));

  const results = inputs.map((input) => {
    const old = existing.get(input.reference);
    return old
      ? { transactionId: old.id, duplicate: true }
      : { transactionId: newIds.get(input.reference)!, duplicate: false };
  });
  return { results, balances };
}

/**
 * The batch's new transactions and their postings, each in input order (ids follow the order
 * in which the balances after them were reached). Answers each reference's new id.
 */
async function insertFresh(
  tx: Executor,
  fresh: readonly TransactionInput[],
  postingRows: ReadonlyArray<ReturnType<typeof postingRowsOf>>,
): Promise<Map<string, number>> {
  const inserted = await selectRows<{ id: string; reference: string }>(
    tx,
    sql`INSERT INTO ledger_transactions (reference, kind, memo, created_at)
        SELECT reference, kind, memo, created_at
          FROM ${rowsOf(fresh, [
            ['text', (input) => input.reference],
            ['text', (input) => input.kind],
            ['text', (input) => input.memo ?? null],
            ['timestamptz', (input) => (input.at ?? new Date()).toISOString()],
          ])} WITH ORDINALITY AS v(reference, kind, memo, created_at, n)
         ORDER BY n
        RETURNING id, reference`,
  );
  const newIds = new Map(inserted.map((row) => [row.reference, Number(row.id)]));
  const allPostings = fresh.flatMap((input, i) =>
    postingRows[i]!.map((row) => ({ ...row, transactionId: newIds.get(input.reference)! })),
  );
  await tx.execute(sql`
    INSERT INTO ledger_postings (transaction_id, account_id, kind, amount_minor, balance_after, created_at)
    SELECT transaction_id, account_id, kind, amount_minor, balance_after, created_at
      FROM ${rowsOf(allPostings, [
        ['bigint', (row) => row.transactionId],
        ['int', (row) => row.accountId],
        ['text', (row) => row.kind],
        ['bigint', (row) => row.amountMinor],
        ['bigint', (row) => row.balanceAfter],
        ['timestamptz', (row) => row.createdAt.toISOString()],
      ])} WITH ORDINALITY
           AS v(transaction_id, account_id, kind, amount_minor, balance_after, created_at, n)
     ORDER BY n`);
  return newIds;
}

/** Already posted references must carry the same kind and postings (else a conflict). */
async function checkDuplicates(
  tx: Executor,
  inputs: readonly TransactionInput[],
  existing: Map<string, { id: number; kind: string }>,
): Promise<void> {
  if (existing.size === 0) return;
  const posted = new Map<number, Array<{ code: string; amountMinor: number }>>();
  const rows = await selectRows<{ transaction_id: string; code: string; amount_minor: string }>(
    tx,
    sql`SELECT p.transaction_id, a.code, p.amount_minor
          FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
         WHERE p.transaction_id = ANY(${arrayParam(
           [...existing.values()].map((row) => row.id),
           'bigint',
         )})`,
  );
  for (const row of rows) {
    const id = Number(row.transaction_id);
    const postings = posted.get(id) ?? [];
    postings.push({ code: row.code, amountMinor: Number(row.amount_minor) });
    posted.set(id, postings);
  }
  for (const input of inputs) {
    const old = existing.get(input.reference);
    if (!old) continue;
    const wanted = input.postings.map((p) => ({
      code: accountCode(p.account),
      amountMinor: p.amountMinor,
    }));
    if (old.kind !== input.kind || signature(posted.get(old.id) ?? []) !== signature(wanted)) {
      throw new LedgerConflictError(input.reference);
    }
  }
}

const latest = (inputs: readonly TransactionInput[]): Date =>
  inputs.reduce<Date>(
    (max, input) => (input.at && input.at > max ? input.at : max),
    inputs.find((input) => input.at)?.at ?? new Date(),
  );

/** The wallets' running balances in one statement. */
async function writeBalances(
  tx: Executor,
  walletIds: number[],
  balances: Map<number, { main: number; hold: number }>,
  at: Date,
): Promise<void> {
  if (walletIds.length === 0) return;
  await tx.execute(sql`
    UPDATE wallets AS w
       SET balance_minor = v.main, hold_minor = v.hold, updated_at = ${at.toISOString()}
      FROM ${rowsOf(walletIds, [
        ['int', (id) => id],
        ['bigint', (id) => balances.get(id)!.main],
        ['bigint', (id) => balances.get(id)!.hold],
      ])} AS v(id, main, hold)
     WHERE w.id = v.id AND w.id = ANY(${arrayParam(walletIds, 'int')})`);
}
