import { randomInt } from 'node:crypto';
import type { Db, Executor } from '../../db/database.js';
import { betRecords } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { findGame, isLotteryGame } from '../games/lookup.js';
import { guardLimits } from '../rg/limits.js';
import { ensureWallet, LedgerConflictError, postMemberMovement } from '../wallet/ledger.js';
import { spin, type SlotSymbol } from './slot-engine.js';

/** The highest stake of one spin, in minor units (1,000.00). */
export const MAX_STAKE_MINOR = 100_000;

export interface SpinRequest {
  memberId: number;
  gameId: number;
  roundId: string;
  stakeMinor: number;
  currencyCode: string;
  now: Date;
  random?: () => number;
}

export interface SpinResult {
  roundId: string;
  reels: SlotSymbol[];
  multiplier: number;
  stake: number;
  winAmount: number;
  balance: number;
}

const cryptoRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

const stakeError = () =>
  new ApiError('INVALID_INPUT', null, [{ path: 'stake', messageKey: 'invalid_input' }]);

/**
 * One spin, all or nothing in one transaction: the stake is debited through the ledger (which
 * locks the wallet and refuses to go below zero), the outcome recorded as a settled bet record
 * and a win credited. The round id makes it idempotent: a replayed round changes nothing.
 */
export async function playSlotRound(db: Db | Executor, request: SpinRequest): Promise<SpinResult> {
  const { game, vendor } = await findGame(db, request.gameId);
  if (isLotteryGame(vendor)) throw new ApiError('NOT_FOUND');
  if (request.stakeMinor < game.minBetMinor || request.stakeMinor > MAX_STAKE_MINOR) {
    throw stakeError();
  }
  const wallet = await ensureWallet(db, request.memberId, request.currencyCode);
  const reference = `slot:${request.memberId}:${request.roundId}`;
  try {
    return await db.transaction(async (tx) => {
      // Responsible gaming first (it locks the member's limits before the wallet).
      await guardLimits(tx, request.memberId, ['LOSS', 'WAGER'], request.stakeMinor, request.now);
      const debit = await postMemberMovement(tx, {
        walletId: wallet.id,
        kind: 'BET',
        counter: 'gaming',
        at: request.now,
        amountMinor: -request.stakeMinor,
        reference: `${reference}:bet`,
        memo: `${vendor.code} ${game.nameEn}`,
      });
      if (debit.duplicate) throw new ApiError('ROUND_REPLAYED');
      const outcome = spin(request.random ?? cryptoRandom);
      const winMinor = Math.round(request.stakeMinor * outcome.multiplier);
      await tx.insert(betRecords).values({
        memberId: request.memberId,
        gameId: game.id,
        reference,
        stakeMinor: request.stakeMinor,
        payoutMinor: winMinor,
        status: 'SETTLED',
        placedAt: request.now,
        settledAt: request.now,
      });
      let balance = debit.balanceAfter;
      if (winMinor > 0) {
        const credit = await postMemberMovement(tx, {
          walletId: wallet.id,
          kind: 'PAYOUT',
          counter: 'gaming',
          at: request.now,
          amountMinor: winMinor,
          reference: `${reference}:win`,
          memo: `${vendor.code} ${game.nameEn}`,
        });
        balance = credit.balanceAfter;
      }
      return {
        roundId: request.roundId,
        reels: outcome.reels,
        multiplier: outcome.multiplier,
        stake: toMajor(request.stakeMinor),
        winAmount: toMajor(winMinor),
        balance: toMajor(balance),
      };
    });
  } catch (error) {
    // The same round id with a different stake: still a replay, and still nothing changed.
    if (error instanceof LedgerConflictError) throw new ApiError('ROUND_REPLAYED');
    throw error;
  }
}
