import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  wallets,
} from '../../db/schema/index.js';
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
 * Rows per statement: the PostgreSQL protocol allows 65,535 parameters per statement; a
 * posting row has six, a transaction row four.
 */
const ROWS_PER_STATEMENT = 2_000;

function chunks<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
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
  const walletIds = [
    ...new Set(
      inputs.flatMap((input) =>
        input.postings.flatMap((p) => ('walletId' in p.account ? [p.account.walletId] : [])),
      ),
    ),
  ].sort((a, b) => a - b);
  const balances = new Map<number, { main: number; hold: number }>();
  // ORDER BY under FOR UPDATE: rows are locked as they come out of the sort, in id order;
  // the chunks are ascending too.
  for (const ids of chunks(walletIds)) {
    const rows = await tx
      .select({ id: wallets.id, main: wallets.balanceMinor, hold: wallets.holdMinor })
      .from(wallets)
      .where(inArray(wallets.id, ids))
      .orderBy(wallets.id)
      .for('update');
    for (const row of rows) balances.set(row.id, { main: row.main, hold: row.hold });
  }
  for (const walletId of walletIds) {
    if (!balances.has(walletId)) throw new RangeError(`wallet ${walletId} does not exist`);
  }

  const existing = new Map<string, { id: number; kind: string }>();
  for (const references of chunks(inputs.map((input) => input.reference))) {
    const rows = await tx
      .select({
        id: ledgerTransactions.id,
        reference: ledgerTransactions.reference,
        kind: ledgerTransactions.kind,
      })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.reference, references));
    for (const row of rows) existing.set(row.reference, { id: row.id, kind: row.kind });
  }
  await checkDuplicates(tx, inputs, existing);

  const fresh = inputs.filter((input) => !existing.has(input.reference));
  const codes = [
    ...new Set(fresh.flatMap((input) => input.postings.map((p) => accountCode(p.account)))),
  ];
  const accountIds = new Map<string, number>();
  for (const part of chunks(codes)) {
    const rows = await tx
      .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.code, part));
    for (const row of rows) accountIds.set(row.code, row.id);
  }
  for (const code of codes) {
    if (!accountIds.has(code)) throw new RangeError(`ledger account ${code} does not exist`);
  }

  // Balances in input order, as one-by-one postings would have left them.
  const postingRows = fresh.map((input) =>
    postingRowsOf(input, balances, accountIds, input.at ?? new Date()),
  );
  const touched = new Set(
    fresh.flatMap((input) =>
      input.postings.flatMap((p) => ('walletId' in p.account ? [p.account.walletId] : [])),
    ),
  );

  const newIds = new Map<string, number>();
  for (const part of chunks(fresh)) {
    const rows = await tx
      .insert(ledgerTransactions)
      .values(
        part.map((input) => ({
          reference: input.reference,
          kind: input.kind,
          memo: input.memo ?? null,
          createdAt: input.at ?? new Date(),
        })),
      )
      .returning({ id: ledgerTransactions.id, reference: ledgerTransactions.reference });
    for (const row of rows) newIds.set(row.reference, row.id);
  }
  const allPostings = fresh.flatMap((input, i) =>
    postingRows[i]!.map((row) => ({ ...row, transactionId: newIds.get(input.reference)! })),
  );
  for (const part of chunks(allPostings)) await tx.insert(ledgerPostings).values(part);
  // A per-transaction hook of the ledger (one call per posted transaction) goes here: loop
  // over `fresh` with its `newIds` and `postingRows` inside this database transaction.

  await writeBalances(
    tx,
    [...touched].sort((a, b) => a - b),
    balances,
    latest(fresh),
  );

  const results = inputs.map((input) => {
    const old = existing.get(input.reference);
    return old
      ? { transactionId: old.id, duplicate: true }
      : { transactionId: newIds.get(input.reference)!, duplicate: false };
  });
  return { results, balances };
}

/** Already posted references must carry the same kind and postings (else a conflict). */
async function checkDuplicates(
  tx: Executor,
  inputs: readonly TransactionInput[],
  existing: Map<string, { id: number; kind: string }>,
): Promise<void> {
  if (existing.size === 0) return;
  const posted = new Map<number, Array<{ code: string; amountMinor: number }>>();
  for (const ids of chunks([...existing.values()].map((row) => row.id))) {
    const rows = await tx
      .select({
        transactionId: ledgerPostings.transactionId,
        code: ledgerAccounts.code,
        amountMinor: ledgerPostings.amountMinor,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerPostings.accountId}`)
      .where(inArray(ledgerPostings.transactionId, ids));
    for (const row of rows) {
      const list = posted.get(row.transactionId) ?? [];
      list.push({ code: row.code, amountMinor: row.amountMinor });
      posted.set(row.transactionId, list);
    }
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

/** The wallets' running balances in one statement per chunk. */
async function writeBalances(
  tx: Executor,
  walletIds: number[],
  balances: Map<number, { main: number; hold: number }>,
  at: Date,
): Promise<void> {
  for (const ids of chunks(walletIds)) {
    const values = sql.join(
      ids.map((id) => {
        const balance = balances.get(id)!;
        return sql`(${id}::int, ${balance.main}::bigint, ${balance.hold}::bigint)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE wallets AS w
         SET balance_minor = v.main, hold_minor = v.hold, updated_at = ${at.toISOString()}
        FROM (VALUES ${values}) AS v(id, main, hold)
       WHERE w.id = v.id`);
  }
}
