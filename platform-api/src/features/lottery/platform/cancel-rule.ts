import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../../db/database.js';
import { SUBORDER_STATE } from '../../../db/schema/index.js';

// The one rule of which sub-orders the player may cancel, used by the cancel call (to refuse)
// and by every read of a sub-order (its `cancellable` flag and until when), so the two never
// disagree: state 2 (not drawn), its draw not closed, and — a chase gives up its draws from the
// last one backwards — no later draw of its order still open and staying.

export type CancelRefusal = 'ORDER_STATE' | 'DRAW_CLOSED' | 'CANCEL_CHASE_ORDER_IS_NOT_LAST_START';

export interface CancelFacts {
  state: number;
  drawAt: Date;
  /** The closing time of its draw; null when the numero has no draw slot any more. */
  closeAt: Date | null;
  /**
   * The latest draw time among the other sub-orders of its order still in state 2 that are not
   * cancelled along with it; null when there is none.
   */
  lastOpenDrawAt: Date | null;
}

/** Why this sub-order cannot be cancelled now, or null when it can. */
export function cancelRefusal(facts: CancelFacts, now: Date): CancelRefusal | null {
  if (facts.state !== SUBORDER_STATE.NOT_DRAWN) return 'ORDER_STATE';
  if (!facts.closeAt || facts.closeAt.getTime() <= now.getTime()) return 'DRAW_CLOSED';
  if (facts.lastOpenDrawAt && facts.lastOpenDrawAt.getTime() > facts.drawAt.getTime()) {
    return 'CANCEL_CHASE_ORDER_IS_NOT_LAST_START';
  }
  return null;
}

/**
 * Per order: the latest draw time of its sub-orders still in state 2, leaving out the ids
 * given (those cancelled together). One query for all the orders of a page or a cancel.
 */
export async function lastOpenDraws(
  db: Executor,
  orderIds: readonly number[],
  leavingOut: readonly number[] = [],
): Promise<Map<number, Date>> {
  if (orderIds.length === 0) return new Map();
  const excluded =
    leavingOut.length > 0
      ? sql`AND id NOT IN (${sql.join(
          leavingOut.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const rows = await selectRows<{ order_id: string; last: string | Date }>(
    db,
    sql`SELECT order_id, max(draw_at) AS last FROM lottery_suborders
         WHERE order_id IN (${sql.join(
           orderIds.map((id) => sql`${id}`),
           sql`, `,
         )}) AND state = ${SUBORDER_STATE.NOT_DRAWN} ${excluded}
         GROUP BY order_id`,
  );
  return new Map(rows.map((row) => [Number(row.order_id), new Date(row.last)]));
}
