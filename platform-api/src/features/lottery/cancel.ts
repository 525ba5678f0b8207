import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { betRecords } from '../../db/schema/index.js';
import { lotteryBets } from '../../db/schema/play.js';
import { ApiError } from '../../http/errors.js';
import { ensureWallet, postMemberMovement } from '../wallet/ledger.js';

type BetRow = typeof lotteryBets.$inferSelect;

export interface CancelOutcome {
  /** Bets this call cancelled (a repeat cancels none). */
  cancelled: number;
  /** Stakes refunded by this call, minor units. */
  refundedMinor: number;
}

/**
 * Cancels one open bet and refunds its stake, in one transaction: the status guard claims the bet
 * once (a concurrent settlement or cancellation makes this a no-op) and the refund is a BET_REFUND
 * ledger transaction under `<bet reference>:refund`, so it is posted at most once. The bet record
 * reads CANCELLED (its trigger moves the bet out of the day's staked totals).
 */
async function cancelOpenBet(db: Db, bet: BetRow, memo: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(lotteryBets)
      .set({ status: 'CANCELLED', settledAt: now })
      .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, 'OPEN')))
      .returning({ id: lotteryBets.id });
    if (!claimed) return false;
    await tx
      .update(betRecords)
      .set({ status: 'CANCELLED', payoutMinor: 0, settledAt: now })
      .where(eq(betRecords.reference, bet.reference));
    const wallet = await ensureWallet(tx, bet.memberId, 'CNY');
    await postMemberMovement(tx, {
      walletId: wallet.id,
      kind: 'BET_REFUND',
      counter: 'gaming',
      at: now,
      amountMinor: bet.stakeMinor,
      reference: `${bet.reference}:refund`,
      memo,
    });
    return true;
  });
}

async function cancelAll(db: Db, bets: BetRow[], memo: string, now: Date) {
  const outcome: CancelOutcome = { cancelled: 0, refundedMinor: 0 };
  for (const bet of bets) {
    if (await cancelOpenBet(db, bet, memo, now)) {
      outcome.cancelled += 1;
      outcome.refundedMinor += bet.stakeMinor;
    }
  }
  return outcome;
}

/** Cancels every open bet of one game's draw (settled ones keep their result). */
export async function cancelLotteryDraw(
  db: Db,
  input: { gameId: number; drawNo: number; reason: string; now: Date },
): Promise<CancelOutcome> {
  const open = await db
    .select()
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.gameId, input.gameId),
        eq(lotteryBets.drawNo, input.drawNo),
        eq(lotteryBets.status, 'OPEN'),
      ),
    )
    .orderBy(asc(lotteryBets.id));
  return cancelAll(db, open, `draw ${input.drawNo} cancelled: ${input.reason}`, input.now);
}

/**
 * Cancels one bet. Unknown is NOT_FOUND; a settled bet cannot be cancelled (ORDER_STATE); an
 * already cancelled one answers nothing cancelled (the refund was posted the first time).
 */
export async function cancelLotteryBet(
  db: Db,
  input: { betId: number; reason: string; now: Date },
): Promise<CancelOutcome & { bet: BetRow }> {
  const [bet] = await db.select().from(lotteryBets).where(eq(lotteryBets.id, input.betId));
  if (!bet) throw new ApiError('NOT_FOUND');
  const outcome = await cancelAll(db, [bet], `bet cancelled: ${input.reason}`, input.now);
  const [after] = await db.select().from(lotteryBets).where(eq(lotteryBets.id, input.betId));
  if (after!.status === 'SETTLED') throw new ApiError('ORDER_STATE', { status: 'SETTLED' });
  return { ...outcome, bet: after! };
}
