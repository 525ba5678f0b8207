import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { betRecords } from '../../db/schema/index.js';
import { lotteryBets } from '../../db/schema/play.js';
import { ensureWallet, postMemberMovement } from '../wallet/index.js';

/**
 * The one-digit minute lottery (migration 0008's `lottery_bets`) is retired: every lottery game
 * is a game of its family under /lgw now. A database that still holds open bets of it (placed in
 * the last minute before the upgrade) gets their stakes back once, when the lottery timer starts:
 * each bet claimed by its status guard and refunded as a BET_REFUND ledger transaction under
 * `<bet reference>:refund`, so two servers starting at once refund it once. The bet record reads
 * CANCELLED. Settled and cancelled bets stay as they are: the member's history keeps them.
 * Returns how many bets this call refunded.
 */
export async function refundRetiredMinuteBets(db: Db, now: Date): Promise<number> {
  const open = await db
    .select()
    .from(lotteryBets)
    .where(eq(lotteryBets.status, 'OPEN'))
    .orderBy(asc(lotteryBets.id));
  let refunded = 0;
  for (const bet of open) {
    const done = await db.transaction(async (tx) => {
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
      // The bet debited the member's one wallet, so that wallet exists: the currency is not used.
      const wallet = await ensureWallet(tx, bet.memberId, 'CNY');
      await postMemberMovement(tx, {
        walletId: wallet.id,
        kind: 'BET_REFUND',
        counter: 'gaming',
        at: now,
        amountMinor: bet.stakeMinor,
        reference: `${bet.reference}:refund`,
        memo: `draw ${bet.drawNo}: the minute lottery is retired, stake refunded`,
      });
      return true;
    });
    if (done) refunded += 1;
  }
  return refunded;
}
