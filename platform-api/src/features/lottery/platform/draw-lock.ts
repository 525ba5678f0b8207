import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../../db/database.js';
import { ApiError } from '../../../http/errors.js';

/**
 * Inside an order's transaction: locks the draw rows it bets on (FOR SHARE: orders of one draw
 * go on side by side; a void or a settlement, which lock FOR UPDATE, waits for them or they for
 * it) and refuses the order with DRAW_CLOSED unless every one of them is still OPEN. So an order
 * racing a void either lands first (and the void refunds it) or sees the void and is refused.
 */
export async function lockOpenDraws(
  tx: Executor,
  gameId: number,
  numeros: readonly string[],
): Promise<void> {
  const sorted = [...new Set(numeros)].sort();
  const rows = await selectRows<{ numero: string; state: string }>(
    tx,
    sql`SELECT numero, state FROM lottery_draws
         WHERE game_id = ${gameId} AND numero IN (${sql.join(
           sorted.map((numero) => sql`${numero}`),
           sql`, `,
         )})
         ORDER BY numero FOR SHARE`,
  );
  const closed = sorted.find(
    (numero) => rows.find((row) => row.numero === numero)?.state !== 'OPEN',
  );
  if (closed !== undefined) throw new ApiError('DRAW_CLOSED', { numero: closed });
}
