import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { opsDrawVoidBody } from '../../../contract/lottery-ops.js';
import { selectRows, type Db } from '../../../db/database.js';
import { lotteryDraws, lotteryGames, SUBORDER_STATE } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { toMajor } from '../../../http/money.js';
import { recordAudit } from '../../wallet/index.js';
import { ensureDraws, scheduleOf } from './draws.js';
import { slotOfNumero } from './schedule.js';
import { settleDraw } from './settlement.js';

/**
 * POST /ops/lottery/draws/{gameId}/{numero}/void: the operator voids a draw that is not settled
 * (open, or drawn and not paid yet). The draw row is locked FOR UPDATE while it turns VOID (its
 * result cleared), so an order racing the call lands before it or is refused (`draw-lock.ts`);
 * then settlement's own void path refunds every open sub-order (state 12, one BET_REFUND per
 * sub-order in bulk postings, idempotent by reference). A chase loses only this draw's
 * sub-order and goes on. Idempotent: a void draw answers the same and pays nothing; a settled
 * draw (or one whose payouts have begun) 409 DRAW_SETTLED. Audited as LOTTERY_DRAW_VOID.
 */
export async function voidDraw(
  db: Db,
  gameId: number,
  numero: string,
  input: z.output<typeof opsDrawVoidBody>,
  now: Date,
) {
  const [game] = await db.select().from(lotteryGames).where(eq(lotteryGames.gameId, gameId));
  if (!game) throw new ApiError('NOT_FOUND');
  const slot = slotOfNumero(scheduleOf(game), numero);
  if (!slot) throw new ApiError('NOT_FOUND');
  // A draw nobody has bet on yet may be voided ahead: its row is made as a bet would make it.
  await ensureDraws(db, gameId, [slot], now);
  const where = and(eq(lotteryDraws.gameId, gameId), eq(lotteryDraws.numero, numero));

  const voidedNow = await db.transaction(async (tx) => {
    const [draw] = await tx.select().from(lotteryDraws).where(where).for('update');
    if (!draw) throw new ApiError('NOT_FOUND');
    if (draw.state === 'VOID') return false;
    if (draw.state === 'SETTLED') throw new ApiError('DRAW_SETTLED');
    if (draw.state === 'DRAWN') {
      // Settled in batches: once one batch has judged sub-orders, the draw is past voiding.
      const [judged] = await selectRows<{ id: string }>(
        tx,
        sql`SELECT id FROM lottery_suborders
             WHERE game_id = ${gameId} AND numero = ${numero}
               AND state IN (${SUBORDER_STATE.WON}, ${SUBORDER_STATE.LOST}, ${SUBORDER_STATE.TIE})
             LIMIT 1`,
      );
      if (judged) throw new ApiError('DRAW_SETTLED');
    }
    await tx
      .update(lotteryDraws)
      .set({ state: 'VOID', result: null, drawnAt: draw.drawnAt ?? now })
      .where(where);
    await recordAudit(
      tx,
      {
        operator: input.operator,
        action: 'LOTTERY_DRAW_VOID',
        target: `${gameId}/${numero}`,
        reason: input.reason,
        detail: { previousState: draw.state, result: draw.result },
      },
      now,
    );
    return true;
  });

  await settleDraw(db, gameId, numero, now);
  const [refunded] = await selectRows<{ n: string; amount: string | null }>(
    db,
    sql`SELECT count(*) AS n, sum(amount_minor) AS amount FROM lottery_suborders
         WHERE game_id = ${gameId} AND numero = ${numero}
           AND state = ${SUBORDER_STATE.VOID_REFUND}`,
  );
  return {
    gameId,
    numero,
    state: 'VOID' as const,
    refundedSuborders: Number(refunded?.n ?? 0),
    refundAmount: toMajor(Number(refunded?.amount ?? 0)),
    voidedNow,
  };
}
