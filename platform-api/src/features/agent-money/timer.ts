import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { previousDay, settleDay } from './settlement.js';

/** The settlement of a day starts once the next day is this many minutes old (UTC). */
export const SETTLE_AFTER_MINUTES = 10;
const TICK_MS = 60_000;

/**
 * The platform's own daily run: every minute, once it is past 00:10 UTC, settle the previous
 * day (once per day per server; other servers doing the same pay nothing twice — see settleDay).
 * Returns the function that stops it.
 */
export function startSettlementTimer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  log: FastifyBaseLogger,
  tickMs = TICK_MS,
): () => void {
  let settled: string | null = null;
  let running = false;
  const tick = async () => {
    const now = ctx.clock.now();
    if (running || now.getUTCHours() * 60 + now.getUTCMinutes() < SETTLE_AFTER_MINUTES) return;
    const day = previousDay(now);
    if (day === settled) return;
    running = true;
    try {
      const summary = await settleDay(ctx.db, day, now);
      settled = day;
      log.info({ settlement: summary }, 'agent settlement done');
    } catch (error) {
      log.error({ err: error, day }, 'agent settlement failed; retried at the next tick');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
