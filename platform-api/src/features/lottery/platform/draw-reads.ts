import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { lotteryDraws } from '../../../db/schema/index.js';
import { ensureDraws, lotteryGameOf, scheduleOf, type DrawRow } from './draws.js';
import { onSale, slotOfNumero, slotsFrom, type DrawSlot, type GameSchedule } from './schedule.js';

/**
 * A draw as published. The seed is served only once the draw time has passed and the draw was
 * drawn (or voided): before that, only its commitment.
 */
export function publishedDraw(row: DrawRow, slot: DrawSlot, now: Date) {
  const revealed = row.state !== 'OPEN' && row.drawAt.getTime() <= now.getTime();
  return {
    numero: row.numero,
    openAt: slot.openAt.toISOString(),
    closeAt: slot.closeAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    commitment: row.commitment,
    state: row.state,
    seed: revealed ? row.seed : null,
    winningNumber: revealed ? row.result : null,
  };
}

const slotFor = (schedule: GameSchedule, row: DrawRow) => slotOfNumero(schedule, row.numero)!;

/** GET /lgw/numeros/near: the draw on sale and the next one, each with its commitment. */
export async function nearDraws(db: Db, gameId: number, now: Date) {
  const game = await lotteryGameOf(db, gameId);
  const schedule = scheduleOf(game);
  const [current, next] = slotsFrom(schedule, onSale(schedule, now), 2) as [DrawSlot, DrawSlot];
  const rows = await ensureDraws(db, gameId, [current, next], now);
  return {
    gameId,
    serverTime: now.toISOString(),
    current: publishedDraw(rows.get(current.numero)!, current, now),
    next: publishedDraw(rows.get(next.numero)!, next, now),
  };
}

/** GET /lgw/draw/{gameId}: the latest draws whose time has passed, newest first. */
export async function drawHistory(db: Db, gameId: number, size: number, now: Date) {
  const game = await lotteryGameOf(db, gameId);
  const schedule = scheduleOf(game);
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameId, gameId),
        lte(lotteryDraws.drawAt, now),
        inArray(lotteryDraws.state, ['DRAWN', 'SETTLED', 'VOID']),
      ),
    )
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(size);
  return {
    gameId,
    family: game.family,
    list: rows.map((row) => publishedDraw(row, slotFor(schedule, row), now)),
  };
}
