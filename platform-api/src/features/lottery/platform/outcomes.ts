import { inArray, sql } from 'drizzle-orm';
import { arrayParam, rowsOf, type Executor } from '../../../db/database.js';
import { wallets, type SuborderState } from '../../../db/schema/index.js';
import type { TransactionInput } from '../../wallet/index.js';

// What happens to a sub-order when it leaves state 2 — its ledger transaction (payout or
// refund, idempotent by reference) and the rows it changes (the sub-order, its bet record) —
// shared by settlement and cancels.

export interface Outcome {
  id: number;
  memberId: number;
  reference: string;
  amountMinor: number;
  state: SuborderState;
  /** Paid to the member: the win (4, 16) or the stake back (6, 8, 12, 14). */
  creditMinor: number;
  winningNumber: string | null;
}

const REFUND_STATES: ReadonlySet<number> = new Set([6, 8, 12, 14]);
export const isRefund = (state: number) => REFUND_STATES.has(state);

/** Member id → wallet id of the members given (each paid once already, so each has one). */
export async function walletsOf(tx: Executor, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: wallets.id, memberId: wallets.memberId })
    .from(wallets)
    .where(inArray(wallets.memberId, [...new Set(memberIds)]));
  return new Map(rows.map((row) => [row.memberId, row.id]));
}

/** The ledger transaction of an outcome that pays something: PAYOUT or BET_REFUND. */
export function ledgerInputOf(
  outcome: Outcome,
  walletId: number,
  at: Date,
  memo: string,
): TransactionInput | null {
  if (outcome.creditMinor <= 0) return null;
  const refund = isRefund(outcome.state);
  return {
    kind: refund ? 'BET_REFUND' : 'PAYOUT',
    reference: `${outcome.reference}:${refund ? 'refund' : 'win'}`,
    memo,
    at,
    postings: [
      { account: { walletId, side: 'main' }, amountMinor: outcome.creditMinor },
      { account: { house: 'gaming' }, amountMinor: -outcome.creditMinor },
    ],
  };
}

/**
 * Writes the outcomes: each sub-order's state, win and result, and its bet record — SETTLED with
 * the payout (won, lost, tie) or CANCELLED (refunded: a cancelled stake counts nowhere). One
 * statement per table whatever the count (the rows as arrays, one parameter per column), so the
 * statement triggers behind them (member totals, daily tables) run once and lock their rows in
 * one key order. The sub-orders were locked in state 2 by the caller. Each statement also names
 * its rows by key (`= ANY`): joined to the arrays alone, the planner hashed the whole table, a
 * sequential scan per batch that grows with every draw ever played (auto_explain: 35-45 ms of a
 * 5,000-row batch's update with 100,000 rows in the table).
 */
export async function writeOutcomes(tx: Executor, outcomes: Outcome[], at: Date): Promise<void> {
  if (outcomes.length === 0) return;
  const winOf = (o: Outcome) => (isRefund(o.state) ? 0 : o.creditMinor);
  await tx.execute(sql`
    UPDATE lottery_suborders AS s
       SET state = v.state, win_minor = v.win, winning_number = v.result,
           settled_at = ${at.toISOString()}::timestamptz
      FROM ${rowsOf(outcomes, [
        ['bigint', (o) => o.id],
        ['smallint', (o) => o.state],
        ['bigint', winOf],
        ['text', (o) => o.winningNumber],
      ])} AS v(id, state, win, result)
     WHERE s.id = v.id AND s.id = ANY(${arrayParam(
       outcomes.map((o) => o.id),
       'bigint',
     )})`);
  await tx.execute(sql`
    UPDATE bet_records AS b
       SET status = v.status, payout_minor = v.win, settled_at = ${at.toISOString()}::timestamptz
      FROM ${rowsOf(outcomes, [
        ['text', (o) => o.reference],
        ['text', (o) => (isRefund(o.state) ? 'CANCELLED' : 'SETTLED')],
        ['bigint', winOf],
      ])} AS v(reference, status, win)
     WHERE b.reference = v.reference AND b.reference = ANY(${arrayParam(
       outcomes.map((o) => o.reference),
       'text',
     )})`);
}
