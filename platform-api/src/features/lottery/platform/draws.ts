import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { games, lotteryDraws, lotteryGames, vendors } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { seedCommitment, seedStream } from '../../../lottery-rules/index.js';
import { rules } from './rules.js';
import type { DrawSlot, GameSchedule } from './schedule.js';

export type LotteryGame = typeof lotteryGames.$inferSelect & {
  nameEn: string;
  nameZh: string;
  vendorCode: string;
  category: string;
};

/** A lottery game of the catalogue (enabled, its vendor too) with its family and cadence. */
export async function lotteryGameOf(db: Executor, gameId: number): Promise<LotteryGame> {
  const [row] = await db
    .select({
      config: lotteryGames,
      nameEn: games.nameEn,
      nameZh: games.nameZh,
      vendorCode: vendors.code,
      category: vendors.category,
    })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(
      and(eq(lotteryGames.gameId, gameId), eq(games.enabled, true), eq(vendors.enabled, true)),
    );
  if (!row) throw new ApiError('NOT_FOUND');
  return {
    ...row.config,
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    vendorCode: row.vendorCode,
    category: row.category,
  };
}

export const scheduleOf = (game: typeof lotteryGames.$inferSelect): GameSchedule => ({
  cadence: game.cadence,
  drawMinute: game.drawMinute,
  weekdays: game.weekdays,
  closeSeconds: game.closeSeconds,
});

export type DrawRow = typeof lotteryDraws.$inferSelect;

/**
 * The draw rows of these slots, made on first need: each with a fresh seed (32 random bytes)
 * and its commitment. Race-safe across instances: INSERT … ON CONFLICT DO NOTHING keeps the
 * first row written, and every caller reads that one back.
 */
export async function ensureDraws(
  db: Executor,
  gameId: number,
  slots: readonly DrawSlot[],
  now: Date,
): Promise<Map<string, DrawRow>> {
  if (slots.length === 0) return new Map();
  await db
    .insert(lotteryDraws)
    .values(
      slots.map((slot) => {
        const seed = randomBytes(32).toString('hex');
        return {
          gameId,
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
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameId, gameId),
        inArray(
          lotteryDraws.numero,
          slots.map((slot) => slot.numero),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.numero, row]));
}

/** The result the published rule derives from a seed: the family's draw of its seed stream. */
export function resultOf(familyCode: string, seed: string): string[] | null {
  const family = rules().familyOf(familyCode);
  if (!family) return null;
  const result = family.draw(seedStream(seed));
  return family.isResult(result) ? [...result] : null;
}

/**
 * Draws every draw whose time has come (state OPEN, draw_at ≤ now): the result from its seed,
 * state DRAWN. A draw whose family cannot produce a result (not registered, or a result of the
 * wrong shape) is VOID: settlement refunds its sub-orders. The state guard makes a concurrent
 * run by another instance a no-op. Returns how many it drew or voided.
 */
export async function drawDue(db: Executor, now: Date, limit = 500): Promise<number> {
  const due = await db
    .select({ draw: lotteryDraws, family: lotteryGames.family })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, lotteryDraws.gameId))
    .where(and(eq(lotteryDraws.state, 'OPEN'), lte(lotteryDraws.drawAt, now)))
    .orderBy(lotteryDraws.drawAt)
    .limit(limit);
  let done = 0;
  for (const { draw, family } of due) {
    let result: string[] | null = null;
    try {
      result = resultOf(family, draw.seed);
    } catch {
      result = null;
    }
    const [changed] = await db
      .update(lotteryDraws)
      .set(
        result
          ? { state: 'DRAWN', result: result.join(','), drawnAt: now }
          : { state: 'VOID', drawnAt: now },
      )
      .where(
        and(
          eq(lotteryDraws.gameId, draw.gameId),
          eq(lotteryDraws.numero, draw.numero),
          eq(lotteryDraws.state, 'OPEN'),
        ),
      )
      .returning({ numero: lotteryDraws.numero });
    if (changed) done += 1;
  }
  return done;
}

/** Draws drawn or voided and not settled yet, oldest first (settlement's work list). */
export async function drawsToSettle(db: Executor, limit = 100) {
  return db
    .select({ gameId: lotteryDraws.gameId, numero: lotteryDraws.numero })
    .from(lotteryDraws)
    .where(sql`${lotteryDraws.state} IN ('DRAWN', 'VOID') AND ${lotteryDraws.settledAt} IS NULL`)
    .orderBy(lotteryDraws.drawAt)
    .limit(limit);
}
