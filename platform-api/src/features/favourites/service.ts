import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { favourites, games, vendors } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import type { FavouritePage } from '../../contract/games.js';
import { toGameDto } from '../catalogue/index.js';
import { findGame, gameDisplayName } from '../games/index.js';

/** Adds a favourite; the vendor, when sent, must be the game's. Adding twice is a no-op. */
export async function addFavourite(
  db: Db,
  memberId: number,
  nodeId: number,
  vendor: string | undefined,
  now: Date,
): Promise<void> {
  const found = await findGame(db, nodeId);
  if (vendor !== undefined && vendor.toUpperCase() !== found.vendor.code) {
    throw new ApiError('INVALID_INPUT', null, [{ path: 'vendor', messageKey: 'invalid_input' }]);
  }
  await db
    .insert(favourites)
    .values({ memberId, gameId: nodeId, createdAt: now })
    .onConflictDoNothing();
}

/** Removes a favourite; removing one that is not there is NOT_FOUND so the client knows. */
export async function removeFavourite(db: Db, memberId: number, nodeId: number): Promise<void> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.memberId, memberId), eq(favourites.gameId, nodeId)))
    .returning({ gameId: favourites.gameId });
  if (removed.length === 0) throw new ApiError('NOT_FOUND');
}

export async function favouriteIds(
  db: Db,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<number[]> {
  const rows = await db
    .select({ gameId: favourites.gameId })
    .from(favourites)
    .where(eq(favourites.memberId, memberId))
    .orderBy(desc(favourites.createdAt), asc(favourites.gameId))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return rows.map((row) => row.gameId);
}

export async function favouritePage(
  db: Db,
  memberId: number,
  pageNo: number,
  pageSize: number,
  language: string | undefined,
): Promise<FavouritePage> {
  const [totals] = await db
    .select({ n: count() })
    .from(favourites)
    .where(eq(favourites.memberId, memberId));
  const total = Number(totals?.n ?? 0);
  const rows = await db
    .select({ game: games, vendor: vendors, name: gameDisplayName(language) })
    .from(favourites)
    .innerJoin(games, eq(games.id, favourites.gameId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(eq(favourites.memberId, memberId))
    .orderBy(desc(favourites.createdAt), asc(favourites.gameId))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    content: rows.map((row) => toGameDto(row.game, row.vendor, row.name)),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    total,
  };
}
