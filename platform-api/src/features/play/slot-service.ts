import { randomInt } from 'node:crypto';
import type { Db, Executor } from '../../db/database.js';
import { betRecords } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { findGame, isLotteryGame, placeStake } from '../games/index.js';
import { ensureWallet, postMemberMovement } from '../wallet/index.js';
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
 * One spin, all or nothing in one transaction (placeStake: limits, the stake debited through
 * the ledger), the outcome recorded as a settled bet record and a win credited. The round id
 * makes it idempotent: a replayed round changes nothing.
 */
export async function playSlotRound(db: Db | Executor, request: SpinRequest): Promise<SpinResult> {
  const { game, vendor } = await findGame(db, request.gameId);
  if (isLotteryGame(vendor)) throw new ApiError('NOT_FOUND');
  if (request.stakeMinor < game.minBetMinor || request.stakeMinor > MAX_STAKE_MINOR) {
    throw stakeError();
  }
  const wallet = await ensureWallet(db, request.memberId, request.currencyCode);
  const reference = `slot:${request.memberId}:${request.roundId}`;
  const memo = `${vendor.code} ${game.nameEn}`;
  const stake = {
    memberId: request.memberId,
    walletId: wallet.id,
    stakeMinor: request.stakeMinor,
    now: request.now,
    reference,
    memo,
  };
  return placeStake(db, stake, async (tx, afterStake) => {
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
    let balance = afterStake;
    if (winMinor > 0) {
      const credit = await postMemberMovement(tx, {
        walletId: wallet.id,
        kind: 'PAYOUT',
        counter: 'gaming',
        at: request.now,
        amountMinor: winMinor,
        reference: `${reference}:win`,
        memo,
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
}
