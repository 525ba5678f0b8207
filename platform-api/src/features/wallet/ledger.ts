import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  wallets,
  type LedgerKind,
} from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';

/** House accounts of the book (migrations/0014_double_entry_ledger.sql, 0018). */
export type HouseAccount =
  | 'gaming'
  | 'bonus'
  | 'adjustment'
  | 'fees'
  | 'trial-credit'
  | 'agent-pay'
  | 'deposit-held'
  | `cash:${string}`;

/** One side of a movement: a member wallet's main balance or hold, or a house account. */
export type AccountRef = { walletId: number; side: 'main' | 'hold' } | { house: HouseAccount };

export interface Posting {
  account: AccountRef;
  /** Signed integer minor units; the postings of a transaction sum to zero. */
  amountMinor: number;
}

export interface TransactionInput {
  kind: LedgerKind;
  /** Unique per business event; posting the same reference twice changes nothing. */
  reference: string;
  memo?: string;
  postings: Posting[];
  /** Defaults to now (the database's clock). */
  at?: Date;
}

export interface TransactionResult {
  transactionId: number;
  /** Balances after the transaction, per member wallet it touched. */
  balances: Map<number, { main: number; hold: number }>;
  /** True when the reference had already been posted and nothing changed. */
  duplicate: boolean;
}

export class LedgerConflictError extends Error {
  constructor(reference: string) {
    super(`Ledger reference ${reference} was already used for a different transaction`);
    this.name = 'LedgerConflictError';
  }
}

export const accountCode = (ref: AccountRef): string =>
  'house' in ref ? `house:${ref.house}` : `member:${ref.walletId}:${ref.side}`;

export function validate(input: TransactionInput): void {
  if (input.reference.length === 0 || input.reference.length > 128) {
    throw new RangeError('reference must have 1 to 128 characters');
  }
  if (input.postings.length < 2) throw new RangeError('a transaction needs two postings');
  let sum = 0;
  for (const posting of input.postings) {
    if (!Number.isSafeInteger(posting.amountMinor) || posting.amountMinor === 0) {
      throw new RangeError('amountMinor must be a non-zero safe integer');
    }
    sum += posting.amountMinor;
  }
  if (sum !== 0) throw new RangeError(`transaction ${input.reference} does not balance (${sum})`);
}

/** The postings as a comparable signature: account code and amount, sorted. */
export const signature = (rows: Array<{ code: string; amountMinor: number }>) =>
  rows
    .map((row) => `${row.code}=${row.amountMinor}`)
    .sort()
    .join(',');

/**
 * The only way money moves. One database transaction: locks the member wallets it touches in
 * wallet id order (so two transactions on the same wallets cannot deadlock), re-checks the
 * reference under the locks (idempotency: the same reference and postings answer the first
 * result, different postings are a conflict), refuses a member balance below zero
 * (INSUFFICIENT_FUNDS), then writes the transaction, its postings (with the member accounts'
 * balance after) and the wallets' running balances. The database refuses an unbalanced
 * transaction at commit and any change to a written posting.
 */
export async function postTransaction(
  executor: Executor,
  input: TransactionInput,
): Promise<TransactionResult> {
  validate(input);
  return executor.transaction(async (tx) => {
    const walletIds = [
      ...new Set(
        input.postings.flatMap((p) => ('walletId' in p.account ? [p.account.walletId] : [])),
      ),
    ].sort((a, b) => a - b);
    const balances = new Map<number, { main: number; hold: number }>();
    for (const walletId of walletIds) {
      const [wallet] = await tx
        .select({ main: wallets.balanceMinor, hold: wallets.holdMinor })
        .from(wallets)
        .where(eq(wallets.id, walletId))
        .for('update');
      if (!wallet) throw new RangeError(`wallet ${walletId} does not exist`);
      balances.set(walletId, { ...wallet });
    }

    const [existing] = await tx
      .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, input.reference))
      .limit(1);
    if (existing) {
      const posted = await tx
        .select({ code: ledgerAccounts.code, amountMinor: ledgerPostings.amountMinor })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .where(eq(ledgerPostings.transactionId, existing.id));
      const wanted = input.postings.map((p) => ({
        code: accountCode(p.account),
        amountMinor: p.amountMinor,
      }));
      if (existing.kind !== input.kind || signature(posted) !== signature(wanted)) {
        throw new LedgerConflictError(input.reference);
      }
      return { transactionId: existing.id, balances, duplicate: true };
    }

    const codes = [...new Set(input.postings.map((p) => accountCode(p.account)))];
    const accounts = await tx
      .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.code, codes));
    const accountIds = new Map(accounts.map((a) => [a.code, a.id]));
    for (const code of codes) {
      if (!accountIds.has(code)) throw new RangeError(`ledger account ${code} does not exist`);
    }

    const at = input.at ?? new Date();
    const rows = postingRowsOf(input, balances, accountIds, at);

    const [transaction] = await tx
      .insert(ledgerTransactions)
      .values({
        reference: input.reference,
        kind: input.kind,
        memo: input.memo ?? null,
        createdAt: at,
      })
      .returning({ id: ledgerTransactions.id });
    await tx
      .insert(ledgerPostings)
      .values(rows.map((row) => ({ ...row, transactionId: transaction!.id })));
    for (const walletId of walletIds) {
      const balance = balances.get(walletId)!;
      await tx
        .update(wallets)
        .set({ balanceMinor: balance.main, holdMinor: balance.hold, updatedAt: at })
        .where(eq(wallets.id, walletId));
    }
    return { transactionId: transaction!.id, balances, duplicate: false };
  });
}

/**
 * A transaction's posting rows, moving the locked wallets' `balances` as the postings go in
 * order (each wallet posting carries its balance after it); a wallet side below zero refuses
 * the transaction. One posting, one row, for postTransaction and postTransactions alike.
 */
export function postingRowsOf(
  input: TransactionInput,
  balances: Map<number, { main: number; hold: number }>,
  accountIds: ReadonlyMap<string, number>,
  at: Date,
) {
  return input.postings.map((posting) => {
    let balanceAfter: number | null = null;
    if ('walletId' in posting.account) {
      const balance = balances.get(posting.account.walletId)!;
      balance[posting.account.side] += posting.amountMinor;
      balanceAfter = balance[posting.account.side];
      if (balanceAfter < 0) throw new ApiError('INSUFFICIENT_FUNDS');
    }
    return {
      accountId: accountIds.get(accountCode(posting.account))!,
      kind: input.kind,
      amountMinor: posting.amountMinor,
      balanceAfter,
      createdAt: at,
    };
  });
}

export interface MemberMovement {
  walletId: number;
  kind: LedgerKind;
  /** Signed minor units on the member's main balance; the house account takes the opposite. */
  amountMinor: number;
  /** The house account on the other side. */
  counter: HouseAccount;
  reference: string;
  memo?: string;
  at?: Date;
}

export interface MemberMovementResult {
  transactionId: number;
  /** The main balance after the movement (now, for a duplicate). */
  balanceAfter: number;
  duplicate: boolean;
}

/** The common two-posting case: the member's main balance against one house account. */
export async function postMemberMovement(
  executor: Executor,
  movement: MemberMovement,
): Promise<MemberMovementResult> {
  const result = await postTransaction(executor, {
    kind: movement.kind,
    reference: movement.reference,
    memo: movement.memo,
    at: movement.at,
    postings: [
      { account: { walletId: movement.walletId, side: 'main' }, amountMinor: movement.amountMinor },
      { account: { house: movement.counter }, amountMinor: -movement.amountMinor },
    ],
  });
  return {
    transactionId: result.transactionId,
    balanceAfter: result.balances.get(movement.walletId)!.main,
    duplicate: result.duplicate,
  };
}

/** The member's wallet (and its two ledger accounts), created empty on first use. */
export async function ensureWallet(
  executor: Executor,
  memberId: number,
  currencyCode: string,
): Promise<{ id: number; balanceMinor: number; holdMinor: number }> {
  const read = () =>
    executor
      .select({ id: wallets.id, balanceMinor: wallets.balanceMinor, holdMinor: wallets.holdMinor })
      .from(wallets)
      .where(eq(wallets.memberId, memberId));
  // Read first: a member's wallet exists after their first call, so one statement instead of
  // an insert of nothing (which still draws its id and runs its stamp trigger) and a read.
  const [found] = await read();
  if (found) return found;
  await executor
    .insert(wallets)
    .values({ memberId, currencyCode })
    .onConflictDoNothing({ target: wallets.memberId });
  const [wallet] = await read();
  return wallet!;
}
