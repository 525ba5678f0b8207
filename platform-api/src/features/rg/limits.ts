import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RgLimit, RgLimitRefusal } from '../../contract/rg.js';
import { selectRows, type Executor } from '../../db/database.js';
import { rgLimits, type RgLimitKind, type RgPeriod } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { periodOf, type PeriodBounds } from './periods.js';
import { businessDayOf, dailyTablesZone } from '../system/index.js';
import { activeExclusion, lockSettings, lockSettingsIfAny, refuseExcluded } from './settings.js';

export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;
export const KINDS: RgLimitKind[] = ['DEPOSIT', 'LOSS', 'WAGER'];
export const PERIODS: RgPeriod[] = ['DAY', 'WEEK', 'MONTH'];

type LimitRow = typeof rgLimits.$inferSelect;

interface Settled {
  amountMinor: number | null;
  pending: { amountMinor: number | null; since: Date } | null;
}

/**
 * What a stored limit means at `now`: a raise or removal whose 24 hours have passed applies (no
 * scheduler: the row is read through this everywhere, and rewritten at the member's next change).
 */
export function settle(row: LimitRow | undefined, now: Date): Settled {
  if (!row) return { amountMinor: null, pending: null };
  if (row.pendingSince && row.pendingSince.getTime() + COOLING_OFF_MS <= now.getTime()) {
    return { amountMinor: row.pendingAmountMinor, pending: null };
  }
  return {
    amountMinor: row.amountMinor,
    pending: row.pendingSince
      ? { amountMinor: row.pendingAmountMinor, since: row.pendingSince }
      : null,
  };
}

/** Deposits of a period: paid orders and pending ones that can still be paid. */
async function depositedMinor(ex: Executor, memberId: number, bounds: PeriodBounds, now: Date) {
  const [row] = await selectRows<{ total: string | null }>(
    ex,
    sql`SELECT sum(amount_minor) AS total FROM deposit_orders
         WHERE member_id = ${memberId} AND created_at >= ${bounds.start} AND created_at < ${bounds.end}
           AND (status = 'PAID' OR (status = 'PENDING' AND expires_at > ${now}))`,
  );
  return Number(row?.total ?? 0);
}

/**
 * Stakes and payouts per business day from the day `from` falls in (the daily totals the bet
 * triggers keep, keyed by business day: 0048); a cancelled bet's stake was refunded, so it counts
 * towards no loss or wager limit.
 */
async function betDays(ex: Executor, memberId: number, from: string) {
  return selectRows<{ day: string; stake: string; payout: string }>(
    ex,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(stake_minor) AS stake, sum(payout_minor) AS payout
          FROM bet_daily_totals WHERE member_id = ${memberId} AND day >= ${from}::date
           AND status <> 'CANCELLED'
         GROUP BY day`,
  );
}

/** What each limit of the given kinds has used in its current period, in minor units. */
async function usage(ex: Executor, memberId: number, kinds: RgLimitKind[], now: Date) {
  // The periods are business days, weeks and months: the days the bet totals are keyed by.
  const zone = await dailyTablesZone(ex);
  const dayOf = (at: Date) => businessDayOf(at, zone);
  const bounds = new Map(PERIODS.map((period) => [period, periodOf(period, now, zone)]));
  const earliest = new Date(Math.min(...[...bounds.values()].map((b) => b.start.getTime())));
  const days = kinds.some((kind) => kind !== 'DEPOSIT')
    ? await betDays(ex, memberId, dayOf(earliest))
    : [];
  const used = new Map<string, number>();
  for (const period of PERIODS) {
    const b = bounds.get(period)!;
    const inPeriod = days.filter((d) => d.day >= dayOf(b.start) && d.day < dayOf(b.end));
    const stake = inPeriod.reduce((sum, d) => sum + Number(d.stake), 0);
    const payout = inPeriod.reduce((sum, d) => sum + Number(d.payout), 0);
    for (const kind of kinds) {
      const value =
        kind === 'DEPOSIT'
          ? await depositedMinor(ex, memberId, b, now)
          : kind === 'WAGER'
            ? stake
            : stake - payout;
      used.set(`${kind}.${period}`, value);
    }
  }
  return { bounds, used };
}

/** Every limit of the member as the screen shows it (nine: three kinds × three periods). */
export async function memberLimits(ex: Executor, memberId: number, now: Date): Promise<RgLimit[]> {
  const rows = await ex.select().from(rgLimits).where(eq(rgLimits.memberId, memberId));
  const { bounds, used } = await usage(ex, memberId, KINDS, now);
  return KINDS.flatMap((kind) =>
    PERIODS.map((period) => {
      const state = settle(
        rows.find((row) => row.kind === kind && row.period === period),
        now,
      );
      const b = bounds.get(period)!;
      return {
        kind,
        period,
        amount: state.amountMinor === null ? null : toMajor(state.amountMinor),
        pending: state.pending && {
          amount: state.pending.amountMinor === null ? null : toMajor(state.pending.amountMinor),
          since: state.pending.since.toISOString(),
          effectiveAt: new Date(state.pending.since.getTime() + COOLING_OFF_MS).toISOString(),
        },
        used: toMajor(used.get(`${kind}.${period}`) ?? 0),
        periodStart: b.start.toISOString(),
        resetsAt: b.end.toISOString(),
      };
    }),
  );
}

/**
 * Sets one limit, in a transaction holding the member's settings row. Setting a first limit or a
 * lower one applies at once (and drops a pending raise); a higher one or a removal waits 24 hours
 * as pending (asking for the same pending change again keeps its start).
 */
export async function setLimit(
  tx: Executor,
  input: {
    memberId: number;
    kind: RgLimitKind;
    period: RgPeriod;
    amountMinor: number | null;
    now: Date;
  },
): Promise<void> {
  const { memberId, kind, period, amountMinor, now } = input;
  await lockSettings(tx, memberId, now);
  const [row] = await tx
    .select()
    .from(rgLimits)
    .where(
      and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)),
    );
  const current = settle(row, now);
  const tighter =
    amountMinor !== null && (current.amountMinor === null || amountMinor <= current.amountMinor);
  let next: Pick<LimitRow, 'amountMinor' | 'pendingAmountMinor' | 'pendingSince'>;
  if (tighter) {
    next = { amountMinor, pendingAmountMinor: null, pendingSince: null };
  } else if (current.amountMinor === null) {
    // Removing a limit that is not there: nothing waits.
    next = { amountMinor: null, pendingAmountMinor: null, pendingSince: null };
  } else {
    const samePending = current.pending !== null && current.pending.amountMinor === amountMinor;
    next = {
      amountMinor: current.amountMinor,
      pendingAmountMinor: amountMinor,
      pendingSince: samePending ? current.pending!.since : now,
    };
  }
  await tx
    .insert(rgLimits)
    .values({ memberId, kind, period, ...next, updatedAt: now })
    .onConflictDoUpdate({
      target: [rgLimits.memberId, rgLimits.kind, rgLimits.period],
      set: { ...next, updatedAt: now },
    });
}

/**
 * Refuses (RG_LIMIT_REACHED, naming the limit, its period and when it resets) a deposit or stake
 * of `amountMinor` that would take a limit of `kinds` past its amount, and refuses anything while
 * a time-out or self-exclusion lasts. Runs inside the caller's transaction and locks the member's
 * settings row first, so concurrent deposits or bets of one member are decided one at a time
 * against totals that include each other. A member who never chose anything has no row: free.
 */
export async function guardLimits(
  tx: Executor,
  memberId: number,
  kinds: RgLimitKind[],
  amountMinor: number,
  now: Date,
): Promise<void> {
  const settings = await lockSettingsIfAny(tx, memberId);
  if (!settings) return;
  refuseExcluded(settings, now);
  const rows = await tx
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.memberId, memberId), inArray(rgLimits.kind, kinds)));
  const active = rows
    .map((row) => ({ row, limit: settle(row, now).amountMinor }))
    .filter((entry): entry is { row: LimitRow; limit: number } => entry.limit !== null);
  if (active.length === 0) return;
  const { bounds, used } = await usage(
    tx,
    memberId,
    [...new Set(active.map((entry) => entry.row.kind))],
    now,
  );
  for (const { row, limit } of active) {
    const spent = used.get(`${row.kind}.${row.period}`) ?? 0;
    if (spent + amountMinor > limit) {
      const refusal: RgLimitRefusal = {
        limit: row.kind,
        period: row.period,
        amount: toMajor(limit),
        used: toMajor(spent),
        resetsAt: bounds.get(row.period)!.end.toISOString(),
      };
      throw new ApiError('RG_LIMIT_REACHED', refusal, [
        { path: `${row.kind}.${row.period}`, messageKey: 'rg_limit_reached' },
      ]);
    }
  }
}

/**
 * Re-checked when a provider reports a deposit paid (the order may predate a time-out, a
 * self-exclusion or a lowered deposit limit): EXCLUDED while an exclusion lasts, DEPOSIT_LIMIT
 * when this deposit on top of the period's other deposits (paid, or pending and payable) passes a
 * current deposit limit, else null. Locks the member's settings row like guardLimits.
 */
export async function depositHoldReason(
  tx: Executor,
  order: { id: number; memberId: number; amountMinor: number },
  now: Date,
): Promise<'EXCLUDED' | 'DEPOSIT_LIMIT' | null> {
  const settings = await lockSettingsIfAny(tx, order.memberId);
  if (!settings) return null;
  if (activeExclusion(settings, now)) return 'EXCLUDED';
  const rows = await tx
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.memberId, order.memberId), eq(rgLimits.kind, 'DEPOSIT')));
  for (const row of rows) {
    const limit = settle(row, now).amountMinor;
    if (limit === null) continue;
    const bounds = periodOf(row.period, now, await dailyTablesZone(tx));
    const [others] = await selectRows<{ total: string | null }>(
      tx,
      sql`SELECT sum(amount_minor) AS total FROM deposit_orders
           WHERE member_id = ${order.memberId} AND id <> ${order.id}
             AND created_at >= ${bounds.start} AND created_at < ${bounds.end}
             AND (status = 'PAID' OR (status = 'PENDING' AND expires_at > ${now}))`,
    );
    if (Number(others?.total ?? 0) + order.amountMinor > limit) return 'DEPOSIT_LIMIT';
  }
  return null;
}
