import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/database.js';
import { lotteryDraws, lotteryGames } from '../../../db/schema/index.js';
import { seedCommitment } from '../../../lottery-rules/index.js';
import { randomBytes } from 'node:crypto';
import { scheduleOf } from './draws.js';
import { onSale } from './schedule.js';
import { settleDue } from './settlement.js';
import { refundRetiredMinuteBets } from '../retired-minute-bets.js';

const TICK_MS = 1_000;

/**
 * Opens the draw on sale of every lottery game (its row, seed and commitment), so each draw's
 * commitment is published from the moment it opens and the results history has every draw.
 * One statement for the games whose draw on sale changed since `opened` (game → numero, kept
 * by the caller); a row another instance wrote first is kept.
 */
export async function openDraws(
  db: Db,
  now: Date,
  opened: Map<number, string> = new Map(),
): Promise<void> {
  const list = (await db.select().from(lotteryGames))
    .map((game) => ({ game, slot: onSale(scheduleOf(game), now) }))
    .filter(({ game, slot }) => opened.get(game.gameId) !== slot.numero);
  if (list.length === 0) return;
  await db
    .insert(lotteryDraws)
    .values(
      list.map(({ game, slot }) => {
        const seed = randomBytes(32).toString('hex');
        return {
          gameId: game.gameId,
          numero: slot.numero,
          drawAt: slot.drawAt,
          seed,
          commitment: seedCommitment(seed),
          state: 'OPEN' as const,
          createdAt: now,
        };
      }),
    )
    .onConflictDoNothing();
  for (const { game, slot } of list) opened.set(game.gameId, slot.numero);
}

/**
 * The lottery's clock in the server process: every second, open the draws on sale, draw the
 * due ones and settle them. The first tick runs at once, so a server that was down settles
 * every draw it missed when it starts; that first pass also refunds any open bet of the retired
 * minute lottery (retired-minute-bets.ts). A failed pass is logged and retried at the next tick;
 * other instances doing the same pay nothing twice (settlement.ts). Returns the stop function.
 */
export function startLotteryTimer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  log: FastifyBaseLogger,
  tickMs = TICK_MS,
): () => void {
  let running = false;
  let retiredRefunded = false;
  const opened = new Map<number, string>();
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = ctx.clock.now();
      if (!retiredRefunded) {
        const refunded = await refundRetiredMinuteBets(ctx.db, now);
        if (refunded > 0)
          log.info({ refunded }, 'open bets of the retired minute lottery refunded');
        retiredRefunded = true;
      }
      await openDraws(ctx.db, now, opened);
      const settled = await settleDue(ctx.db, now);
      if (settled > 0) log.info({ settled }, 'lottery draws settled');
    } catch (error) {
      log.error({ err: error }, 'lottery draw pass failed; retried at the next tick');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
