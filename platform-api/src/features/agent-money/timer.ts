import type { FastifyBaseLogger } from 'fastify';
import { gte, min } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { agentSettlementRuns } from '../../db/schema/index.js';
import { settleDay, utcDay } from './settlement.js';

/** The settlement of a day starts once the next day is this many minutes old (UTC). */
export const SETTLE_AFTER_MINUTES = 10;
/** After downtime the timer settles at most this many missed days (the latest ones). */
export const CATCH_UP_DAYS = 35;
const TICK_MS = 60_000;
const DAY_MS = 86_400_000;

/** The last day that may be settled at `now`: yesterday once today is 10 minutes old. */
export const lastSettleableDay = (now: Date): string =>
  utcDay(new Date(now.getTime() - SETTLE_AFTER_MINUTES * 60_000 - DAY_MS));

/**
 * The days the timer still has to settle, oldest first: every day of the last CATCH_UP_DAYS up
 * to the last settleable one that has no finished run, from the first run ever recorded on (a
 * new database starts with the last day only, it does not pay a month of history).
 */
export async function daysToSettle(db: Executor, now: Date): Promise<string[]> {
  const last = lastSettleableDay(now);
  const lastAt = Date.parse(`${last}T00:00:00Z`);
  const oldest = utcDay(new Date(lastAt - (CATCH_UP_DAYS - 1) * DAY_MS));
  const [first] = await db.select({ day: min(agentSettlementRuns.day) }).from(agentSettlementRuns);
  if (!first?.day) return [last];
  const done = new Set(
    (
      await db
        .select({ day: agentSettlementRuns.day })
        .from(agentSettlementRuns)
        .where(gte(agentSettlementRuns.day, oldest))
    ).map((row) => row.day),
  );
  const start = first.day > oldest ? first.day : oldest;
  const days: string[] = [];
  for (let at = Date.parse(`${start}T00:00:00Z`); at <= lastAt; at += DAY_MS) {
    const day = utcDay(new Date(at));
    if (!done.has(day)) days.push(day);
  }
  return days;
}

/**
 * The platform's own daily run: every minute, once the last settleable day changes, settle it
 * and every earlier day missed while no server ran (see daysToSettle), oldest first. A failed
 * day stops the pass and is retried at the next tick; other servers doing the same pay nothing
 * twice (see settleDay). Returns the function that stops it.
 */
export function startSettlementTimer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  log: FastifyBaseLogger,
  tickMs = TICK_MS,
): () => void {
  let caughtUpTo: string | null = null;
  let running = false;
  const tick = async () => {
    const now = ctx.clock.now();
    const last = lastSettleableDay(now);
    if (running || last === caughtUpTo) return;
    running = true;
    let day: string | null = null;
    try {
      for (day of await daysToSettle(ctx.db, now)) {
        const summary = await settleDay(ctx.db, day, now);
        log.info({ settlement: summary }, 'agent settlement done');
      }
      caughtUpTo = last;
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
