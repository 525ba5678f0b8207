import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { rollUpClosedDays } from './team-rollup.js';

const TICK_MS = 60_000;

/**
 * The team roll-up's own timer: at start and then every minute, rolls up the closed days not
 * yet rolled up (a new day after midnight, days missed while no server ran) and re-rolls days a
 * late change marked dirty. Several servers doing the same write the same rows (rollUpDay is
 * idempotent). Returns the function that stops it.
 */
export function startTeamRollupTimer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  log: FastifyBaseLogger,
  tickMs = TICK_MS,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const done = await rollUpClosedDays(ctx.db, ctx.clock.now());
      if (done.length > 0) log.info({ teamRollup: done }, 'team roll-up done');
    } catch (error) {
      log.error({ err: error }, 'team roll-up failed; retried at the next tick');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 0);
  const timer = setInterval(() => void tick(), tickMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
