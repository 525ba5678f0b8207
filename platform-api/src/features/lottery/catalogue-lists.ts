import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games, vendors } from '../../db/schema/index.js';
import { toGameDto } from '../catalogue/index.js';
import { gameDisplayName } from '../games/index.js';

/**
 * Lottery games in catalogue order. Each game's cadence and the draw on sale come from the lottery
 * platform (`GET /lgw/games`), which keeps them by family and schedule.
 */
export async function lotteryList(db: Db, language: string | undefined) {
  const rows = await db
    .select({ game: games, vendor: vendors, name: gameDisplayName(language) })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(
      and(
        inArray(vendors.category, ['LOTT', 'ELOTT']),
        eq(games.enabled, true),
        eq(vendors.enabled, true),
      ),
    )
    .orderBy(asc(vendors.sortOrder), asc(games.sortOrder), asc(games.id));
  return rows.map((row) => toGameDto(row.game, row.vendor, row.name));
}

/** Lottery vendors grouped by category, for the lottery menu. */
export async function lotteryMenu(db: Db) {
  const rows = await db
    .select({ vendor: vendors, gameCount: sql<number>`count(${games.id})::int` })
    .from(vendors)
    .innerJoin(games, and(eq(games.vendorCode, vendors.code), eq(games.enabled, true)))
    .where(and(inArray(vendors.category, ['LOTT', 'ELOTT']), eq(vendors.enabled, true)))
    .groupBy(vendors.code)
    .orderBy(asc(vendors.sortOrder));
  return (['LOTT', 'ELOTT'] as const).map((gameCategory) => ({
    gameCategory,
    vendors: rows
      .filter((row) => row.vendor.category === gameCategory)
      .map((row) => ({
        vassalage: row.vendor.code,
        displayName: row.vendor.displayName,
        gameCount: Number(row.gameCount),
      })),
  }));
}
