import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, lte, sql, sum } from 'drizzle-orm';
import type { RedRainGrab, RedRainGrabPage, RedRainState } from '../../contract/red-rain.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import {
  redRainGrabs,
  redRainRounds,
  redRainSettings,
  redRainTries,
} from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import type { SessionMember } from '../session/index.js';
import { ensureWallet, postMemberMovement } from '../wallet/index.js';
import { getBrand, readBusinessZone } from '../system/index.js';
import { envelopeAmount, nextScheduledSlot, scheduledSlotAt } from './schedule.js';

type RoundRow = typeof redRainRounds.$inferSelect;
export type RedRainSettingsRow = typeof redRainSettings.$inferSelect;

/** A member may try a grab once a second (every API instance shares the count). */
export const GRAB_INTERVAL_SECONDS = 1;

export async function readSettings(db: Executor): Promise<RedRainSettingsRow> {
  const [row] = await db.select().from(redRainSettings).where(eq(redRainSettings.id, 1));
  return row!;
}

/**
 * The round open at `now`: a stored round covering it (an operator's round wins over a
 * schedule round it overlaps), else the schedule's round, stored the first time it is met (two instances meeting it
 * together store it once: starts_at is unique).
 */
export async function openRound(db: Executor, now: Date): Promise<RoundRow | null> {
  const [stored] = await db
    .select()
    .from(redRainRounds)
    .where(and(lte(redRainRounds.startsAt, now), gt(redRainRounds.endsAt, now)))
    .orderBy(sql`${redRainRounds.createdBy} = 'schedule'`, asc(redRainRounds.startsAt))
    .limit(1);
  if (stored) return stored;
  const settings = await readSettings(db);
  const slot = settings.enabled ? scheduledSlotAt(settings, now, await readBusinessZone(db)) : null;
  if (!slot) return null;
  await db
    .insert(redRainRounds)
    .values({
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      budgetMinor: settings.budgetMinor,
      minGrabMinor: settings.minGrabMinor,
      maxGrabMinor: settings.maxGrabMinor,
      createdBy: 'schedule',
      createdAt: now,
    })
    .onConflictDoNothing({ target: redRainRounds.startsAt });
  const [round] = await db
    .select()
    .from(redRainRounds)
    .where(eq(redRainRounds.startsAt, slot.startsAt));
  return round ?? null;
}

/** The next round after `now`: the earlier of the next stored round and the schedule's. */
async function nextRound(
  db: Executor,
  now: Date,
): Promise<{ startsAt: Date; endsAt: Date } | null> {
  const [stored] = await db
    .select({ startsAt: redRainRounds.startsAt, endsAt: redRainRounds.endsAt })
    .from(redRainRounds)
    .where(gt(redRainRounds.startsAt, now))
    .orderBy(asc(redRainRounds.startsAt))
    .limit(1);
  const settings = await readSettings(db);
  const scheduled = settings.enabled
    ? nextScheduledSlot(settings, now, await readBusinessZone(db))
    : null;
  if (!stored) return scheduled;
  if (!scheduled) return stored;
  return stored.startsAt <= scheduled.startsAt ? stored : scheduled;
}

export async function redRainState(ctx: AppContext, memberId: number): Promise<RedRainState> {
  const now = ctx.clock.now();
  const round = await openRound(ctx.db, now);
  let current: RedRainState['current'] = null;
  if (round) {
    const [grab] = await ctx.db
      .select({ amountMinor: redRainGrabs.amountMinor })
      .from(redRainGrabs)
      .where(and(eq(redRainGrabs.roundId, round.id), eq(redRainGrabs.memberId, memberId)));
    current = {
      id: round.id,
      startsAt: round.startsAt.toISOString(),
      endsAt: round.endsAt.toISOString(),
      envelopesLeft: round.budgetMinor - round.paidMinor >= round.minGrabMinor,
      myGrab: grab ? toMajor(grab.amountMinor) : null,
    };
  }
  const next = await nextRound(ctx.db, now);
  const brand = await getBrand(ctx);
  return {
    now: now.toISOString(),
    current,
    next: next
      ? { startsAt: next.startsAt.toISOString(), endsAt: next.endsAt.toISOString() }
      : null,
    currencySymbol: brand.currencySymbol,
  };
}

/**
 * Admits one grab try per member per GRAB_INTERVAL_SECONDS, atomically (one upsert); a stored
 * time ahead of the clock (a test clock moved back) admits too.
 */
async function admitTry(db: Executor, memberId: number, now: Date): Promise<boolean> {
  const admitted = await db
    .insert(redRainTries)
    .values({ memberId, lastTryAt: now })
    .onConflictDoUpdate({
      target: redRainTries.memberId,
      set: { lastTryAt: now },
      setWhere: sql`${redRainTries.lastTryAt} <= ${new Date(now.getTime() - GRAB_INTERVAL_SECONDS * 1000)} OR ${redRainTries.lastTryAt} > ${now}`,
    })
    .returning({ memberId: redRainTries.memberId });
  return admitted.length > 0;
}

/**
 * One grab: one transaction holding the round row's lock, so parallel grabs of a round are
 * decided one after the other and the budget is never exceeded. A member's second grab of the
 * round answers the first (nothing paid again); the credit's ledger reference
 * `red-rain:<round>:<member>` makes it once-only in the book as well.
 */
export async function grabEnvelope(
  ctx: AppContext,
  member: SessionMember,
  roundId: number,
): Promise<RedRainGrab> {
  const now = ctx.clock.now();
  if (!(await admitTry(ctx.db, member.id, now))) {
    throw new ApiError('RATE_LIMITED', { retryAfterSeconds: GRAB_INTERVAL_SECONDS });
  }
  const brand = await getBrand(ctx);
  // The schedule's round is stored on first sight; a client may grab before it read the state.
  await openRound(ctx.db, now);
  return ctx.db.transaction(async (tx) => {
    const [round] = await tx
      .select()
      .from(redRainRounds)
      .where(eq(redRainRounds.id, roundId))
      .for('update');
    if (!round || now < round.startsAt || now >= round.endsAt)
      throw new ApiError('RED_RAIN_CLOSED');
    const wallet = await ensureWallet(tx, member.id, brand.currencyCode);
    const [earlier] = await tx
      .select({ amountMinor: redRainGrabs.amountMinor })
      .from(redRainGrabs)
      .where(and(eq(redRainGrabs.roundId, round.id), eq(redRainGrabs.memberId, member.id)));
    if (earlier) {
      return {
        roundId: round.id,
        amount: toMajor(earlier.amountMinor),
        balance: toMajor(wallet.balanceMinor),
        duplicate: true,
      };
    }
    const amountMinor = envelopeAmount(round, randomInt);
    if (amountMinor === null) throw new ApiError('RED_RAIN_EMPTY');
    await tx.insert(redRainGrabs).values({
      roundId: round.id,
      memberId: member.id,
      amountMinor,
      grabbedAt: now,
    });
    await tx
      .update(redRainRounds)
      .set({
        paidMinor: sql`${redRainRounds.paidMinor} + ${amountMinor}`,
        grabCount: sql`${redRainRounds.grabCount} + 1`,
      })
      .where(eq(redRainRounds.id, round.id));
    const moved = await postMemberMovement(tx, {
      walletId: wallet.id,
      kind: 'RED_RAIN',
      amountMinor,
      counter: 'bonus',
      reference: `red-rain:${round.id}:${member.id}`,
      memo: `Red envelope, round ${round.id}`,
      at: now,
    });
    return {
      roundId: round.id,
      amount: toMajor(amountMinor),
      balance: toMajor(moved.balanceAfter),
      duplicate: false,
    };
  });
}

export async function grabHistory(
  db: Executor,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<RedRainGrabPage> {
  const [totals] = await db
    .select({ n: count(), amount: sum(redRainGrabs.amountMinor) })
    .from(redRainGrabs)
    .where(eq(redRainGrabs.memberId, memberId));
  const rows = await db
    .select()
    .from(redRainGrabs)
    .where(eq(redRainGrabs.memberId, memberId))
    .orderBy(desc(redRainGrabs.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const total = Number(totals?.n ?? 0);
  return {
    list: rows.map((row) => ({
      roundId: row.roundId,
      amount: toMajor(row.amountMinor),
      grabbedAt: row.grabbedAt.toISOString(),
    })),
    pageNum: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    total,
    totalAmount: toMajor(Number(totals?.amount ?? 0)),
  };
}
