import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../../db/database.js';
import { ApiError } from '../../../http/errors.js';
import { ensureDraws } from './draws.js';
import type { DrawSlot } from './schedule.js';

/**
 * Inside an order's transaction: locks the draw rows it bets on (FOR SHARE: orders of one draw
 * go on side by side; a void or a settlement, which lock FOR UPDATE, waits for them or they for
 * it) and refuses the order with DRAW_CLOSED unless every one of them is still OPEN. So an order
 * racing a void either lands first (and the void refunds it) or sees the void and is refused.
 * A draw not made yet (its seed and commitment) is made first, in this transaction, and then
 * locked: one statement for the usual order, whose draws the timer or an earlier order made.
 */
export async function lockOpenDraws(
  tx: Executor,
  gameId: number,
  slots: readonly DrawSlot[],
  now: Date,
): Promise<void> {
  const sorted = [...new Set(slots.map((slot) => slot.numero))].sort();
  let rows = await lockDraws(tx, gameId, sorted);
  if (rows.length < sorted.length) {
    const found = new Set(rows.map((row) => row.numero));
    await ensureDraws(
      tx,
      gameId,
      slots.filter((slot) => !found.has(slot.numero)),
      now,
    );
    rows = await lockDraws(tx, gameId, sorted);
  }
  const closed = sorted.find(
    (numero) => rows.find((row) => row.numero === numero)?.state !== 'OPEN',
  );
  if (closed !== undefined) throw new ApiError('DRAW_CLOSED', { numero: closed });
}

const lockDraws = (tx: Executor, gameId: number, sorted: readonly string[]) =>
  selectRows<{ numero: string; state: string }>(
    tx,
    sql`SELECT numero, state FROM lottery_draws
         WHERE game_id = ${gameId} AND numero IN (${sql.join(
           sorted.map((numero) => sql`${numero}`),
           sql`, `,
         )})
         ORDER BY numero FOR SHARE`,
  );
