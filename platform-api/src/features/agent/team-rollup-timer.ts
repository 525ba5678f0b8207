import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { refreshLiveRollups } from './team-live-rollup.js';
import { rollUpClosedDays } from './team-rollup.js';

const TICK_MS = 60_000;
/**
 * Days rolled up per tick: a new database (or one after long downtime) catches up over a few
 * minutes instead of holding PGlite's single connection for its whole window at start.
 */
export const ROLLUP_DAYS_PER_TICK = 10;

/**
 * The team roll-up's own timer: every minute, rolls up the closed days not yet rolled up (a new
 * day after midnight, days missed while no server ran), newest first and at most
 * ROLLUP_DAYS_PER_TICK at a time, and re-rolls days a late change marked dirty. Until then the
 * reports read those days live (same answers, slower). Each tick also refreshes the live roll-up
 * of today's member days and the wallets (team-live-rollup.ts). Several servers doing the same write the
 * same rows (rollUpDay is idempotent and serialized per day). Returns the function that stops
 * it.
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
      const done = await rollUpClosedDays(ctx.db, ctx.clock.now(), ROLLUP_DAYS_PER_TICK);
      if (done.length > 0) log.info({ teamRollup: done }, 'team roll-up done');
      // Then the open day's and the wallets' per-agent sums (migration 0032).
      if (!(await refreshLiveRollups(ctx.db, ctx.clock.now()))) {
        log.warn('team live roll-up waited too long for open transactions; retried next tick');
      }
    } catch (error) {
      log.error({ err: error }, 'team roll-up failed; retried at the next tick');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
