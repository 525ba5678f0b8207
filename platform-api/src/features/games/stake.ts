import type { Db, Executor } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { guardLimits } from '../rg/index.js';
import { LedgerConflictError, postMemberMovement } from '../wallet/index.js';

export interface Stake {
  memberId: number;
  walletId: number;
  stakeMinor: number;
  now: Date;
  /** The bet's business reference; the debit is posted under `<reference>:bet`. */
  reference: string;
  memo: string;
}

/**
 * Places a stake of any game (slot spin, lottery bet) in one transaction: the responsible-gaming
 * loss and wager limits first (they lock the member's limits before the wallet), then the debit
 * through the ledger (which locks the wallet and refuses to go below zero), then `record`, which
 * writes the bet rows with the balance after the debit. The reference makes it idempotent: a
 * replayed one — the same or with another stake — changes nothing and answers ROUND_REPLAYED.
 */
export async function placeStake<T>(
  db: Db | Executor,
  stake: Stake,
  record: (tx: Executor, balanceAfterMinor: number) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await guardLimits(tx, stake.memberId, ['LOSS', 'WAGER'], stake.stakeMinor, stake.now);
      const debit = await postMemberMovement(tx, {
        walletId: stake.walletId,
        kind: 'BET',
        counter: 'gaming',
        at: stake.now,
        amountMinor: -stake.stakeMinor,
        reference: `${stake.reference}:bet`,
        memo: stake.memo,
      });
      if (debit.duplicate) throw new ApiError('ROUND_REPLAYED');
      return record(tx, debit.balanceAfter);
    });
  } catch (error) {
    if (error instanceof LedgerConflictError) throw new ApiError('ROUND_REPLAYED');
    throw error;
  }
}
