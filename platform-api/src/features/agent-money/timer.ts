import type { FastifyBaseLogger } from 'fastify';
import { gte, min } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { agentSettlementRuns } from '../../db/schema/index.js';
import { settleDay } from './settlement.js';
import { addDays, businessDayOf, dailyTablesZone } from '../system/index.js';

/**
 * The settlement of a business day (brands.business_time_zone; the days the bet totals it reads
 * are keyed by, 0048) starts once the next business day is this many minutes old.
 */
export const SETTLE_AFTER_MINUTES = 10;
/** After downtime the timer settles at most this many missed days (the latest ones). */
export const CATCH_UP_DAYS = 35;
const TICK_MS = 60_000;

/** The last business day that may be settled at `now`: yesterday once today is 10 minutes old. */
export const lastSettleableDay = (now: Date, zone: string): string =>
  addDays(businessDayOf(new Date(now.getTime() - SETTLE_AFTER_MINUTES * 60_000), zone), -1);

/**
 * The days the timer still has to settle, oldest first: every day of the last CATCH_UP_DAYS up
 * to the last settleable one that has no finished run, from the first run ever recorded on (a
 * new database starts with the last day only, it does not pay a month of history).
 */
export async function daysToSettle(db: Executor, now: Date): Promise<string[]> {
  const last = lastSettleableDay(now, await dailyTablesZone(db));
  const oldest = addDays(last, -(CATCH_UP_DAYS - 1));
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
  for (let day = start; day <= last; day = addDays(day, 1)) {
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
    if (running) return;
    const now = ctx.clock.now();
    running = true;
    let last: string;
    try {
      last = lastSettleableDay(now, await dailyTablesZone(ctx.db));
    } catch (error) {
      log.error({ err: error }, 'agent settlement: the business zone could not be read');
      running = false;
      return;
    }
    if (last === caughtUpTo) {
      running = false;
      return;
    }
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
