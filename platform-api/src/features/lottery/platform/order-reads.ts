import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { games, lotteryGames, lotteryOrders, lotterySuborders } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { toMajor } from '../../../http/money.js';
import { gameDisplayName } from '../../games/index.js';
import { cancelRefusal } from './cancel-rule.js';
import { rules } from './rules.js';
import { MODE_BY_BIT } from './slip.js';

export type Row = {
  sub: typeof lotterySuborders.$inferSelect;
  order: typeof lotteryOrders.$inferSelect;
  /** The game's name in the reader's language (gameDisplayName). */
  gameName: string;
  closeSeconds: number;
};

/**
 * A sub-order as the history shows it. `cancellable` by the cancel call's own rule
 * (`cancel-rule.ts`) for cancelling it together with its order's later open draws, as the page
 * ticks them with it (the call takes a chase's draws from the last one backwards): not drawn
 * and its draw not closed. `cancellableUntil` its draw's closing time while it is cancellable,
 * else null.
 */
export function suborderDto(row: Row, now: Date) {
  const closeAt = new Date(row.sub.drawAt.getTime() - row.closeSeconds * 1000);
  const open =
    cancelRefusal(
      {
        state: row.sub.state,
        drawAt: row.sub.drawAt,
        closeAt,
        // Its later open draws go with it, so none is left standing after it.
        lastOpenDrawAt: null,
      },
      now,
    ) === null;
  return {
    id: row.sub.id,
    orderNumber: row.order.orderNumber,
    gameId: row.sub.gameId,
    gameName: row.gameName,
    numero: row.sub.numero,
    playId: row.sub.playId,
    playCode: rules().playOf(row.sub.playId)?.play.code ?? null,
    bettingNumber: row.sub.balls,
    stakes: row.sub.stakes,
    mode: MODE_BY_BIT.get(row.sub.mode as 1 | 2 | 4 | 8)?.text ?? String(row.sub.mode),
    series: row.sub.series,
    multiple: row.sub.multiple,
    bettingSumAmount: toMajor(row.sub.amountMinor),
    winningAmount: toMajor(row.sub.winMinor),
    orderStatus: row.sub.state,
    winningNumber: row.sub.winningNumber,
    chase: row.order.chase,
    cancellable: open,
    cancellableUntil: open ? closeAt.toISOString() : null,
    createdAt: row.order.createdAt.toISOString(),
    drawAt: row.sub.drawAt.toISOString(),
  };
}

/** The rows' DTOs. */
function dtosOf(rows: Row[], now: Date) {
  return rows.map((row) => suborderDto(row, now));
}

export const rowSelection = (language: string | undefined) => ({
  sub: lotterySuborders,
  order: lotteryOrders,
  gameName: gameDisplayName(language),
  closeSeconds: lotteryGames.closeSeconds,
});

/**
 * The detail's rows: the order by its unique number, its sub-orders by lottery_suborders_order_idx
 * (order, draw time). Exported for the benchmark's EXPLAIN.
 */
export function detailQuery(db: Db, memberId: number, orderNumber: string, language?: string) {
  return db
    .select(rowSelection(language))
    .from(lotterySuborders)
    .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySuborders.orderId))
    .innerJoin(games, eq(games.id, lotterySuborders.gameId))
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, lotterySuborders.gameId))
    .where(and(eq(lotteryOrders.orderNumber, orderNumber), eq(lotteryOrders.memberId, memberId)))
    .orderBy(lotterySuborders.drawAt, lotterySuborders.lineNo);
}

/** GET /lgw/orders/detail: one of the member's orders (another member's: 404). */
export async function orderDetail(
  db: Db,
  memberId: number,
  orderNumber: string,
  now: Date,
  language?: string,
) {
  const rows = await detailQuery(db, memberId, orderNumber, language);
  const first = rows[0];
  if (!first) throw new ApiError('NOT_FOUND');
  return {
    orderNumber,
    gameId: first.order.gameId,
    gameName: first.gameName,
    numero: first.order.numero,
    chase: first.order.chase,
    winningStop: first.order.winningStop,
    totalBettingAmount: toMajor(first.order.totalMinor),
    rebateAmount: toMajor(first.order.rebateMinor),
    winningAmount: toMajor(rows.reduce((sum, row) => sum + row.sub.winMinor, 0)),
    createdAt: first.order.createdAt.toISOString(),
    subOrders: dtosOf(rows, now),
  };
}
