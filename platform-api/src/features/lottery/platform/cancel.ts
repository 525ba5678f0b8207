import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import {
  lotteryGames,
  lotteryOrders,
  lotterySuborders,
  SUBORDER_STATE,
} from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { toMajor } from '../../../http/money.js';
import { postMemberMovement } from '../../wallet/index.js';
import { cancelRefusal, lastOpenDraws } from './cancel-rule.js';
import { scheduleOf } from './draws.js';
import { ledgerInputOf, walletsOf, writeOutcomes } from './outcomes.js';
import { slotOfNumero } from './schedule.js';

/**
 * The player cancels sub-orders (state 8, stake refunded), all or none: each must be the
 * caller's (else 404, as if it did not exist), not drawn yet (state 2, else ORDER_STATE) and its
 * draw not closed (DRAW_CLOSED); a chase gives up its draws from the last one backwards, so a
 * sub-order is refused while a later draw of its order stays open and is not cancelled with it
 * (CANCEL_CHASE_ORDER_IS_NOT_LAST_START) — the rule of `cancel-rule.ts`, which the reads'
 * `cancellable` flag uses too. Each refund is its own ledger transaction
 * (BET_REFUND under `<reference>:refund`), all in one database transaction that first locks the
 * orders involved, so two cancels of one chase are decided one after the other.
 */
export async function cancelSuborders(db: Db, memberId: number, ids: number[], now: Date) {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ orderId: lotterySuborders.orderId })
      .from(lotterySuborders)
      .where(and(inArray(lotterySuborders.id, wanted), eq(lotterySuborders.memberId, memberId)));
    if (owned.length !== wanted.length) throw new ApiError('NOT_FOUND');
    const orderIds = [...new Set(owned.map((row) => row.orderId))].sort((a, b) => a - b);
    await tx
      .select({ id: lotteryOrders.id })
      .from(lotteryOrders)
      .where(inArray(lotteryOrders.id, orderIds))
      .orderBy(asc(lotteryOrders.id))
      .for('update');
    // Locked by id, the order a settlement locks one member's sub-orders in (member, then id;
    // its stop-on-win takes a chase's later draws after the won one): taking a chase's later
    // draws first could wait on a settlement that waits on this. Decided from the last draw back.
    const locked = await tx
      .select({ sub: lotterySuborders, game: lotteryGames })
      .from(lotterySuborders)
      .innerJoin(lotteryGames, eq(lotteryGames.gameId, lotterySuborders.gameId))
      .where(inArray(lotterySuborders.id, wanted))
      .orderBy(asc(lotterySuborders.id))
      .for('update', { of: lotterySuborders });
    const subs = locked.sort(
      (a, b) => b.sub.drawAt.getTime() - a.sub.drawAt.getTime() || a.sub.id - b.sub.id,
    );
    const lastOpen = await lastOpenDraws(tx, orderIds, wanted);
    for (const { sub, game } of subs) {
      const refusal = cancelRefusal(
        {
          state: sub.state,
          drawAt: sub.drawAt,
          closeAt: slotOfNumero(scheduleOf(game), sub.numero)?.closeAt ?? null,
          lastOpenDrawAt: lastOpen.get(sub.orderId) ?? null,
        },
        now,
      );
      if (refusal) throw new ApiError(refusal, { id: sub.id });
    }
    const wallets = await walletsOf(tx, [memberId]);
    const walletId = wallets.get(memberId)!;
    const outcomes = subs.map(({ sub }) => ({
      id: sub.id,
      memberId,
      reference: sub.reference,
      amountMinor: sub.amountMinor,
      state: SUBORDER_STATE.CANCELLED,
      creditMinor: sub.amountMinor,
      winningNumber: null,
    }));
    let balance = 0;
    for (const outcome of outcomes) {
      const input = ledgerInputOf(outcome, walletId, now, `lottery cancel ${outcome.reference}`)!;
      balance = (
        await postMemberMovement(tx, {
          walletId,
          kind: input.kind,
          counter: 'gaming',
          at: now,
          amountMinor: outcome.creditMinor,
          reference: input.reference,
          memo: input.memo,
        })
      ).balanceAfter;
    }
    await writeOutcomes(tx, outcomes, now);
    return {
      cancelled: outcomes.map((o) => o.id),
      refundAmount: toMajor(outcomes.reduce((sum, o) => sum + o.amountMinor, 0)),
      balance: toMajor(balance),
    };
  });
}
