import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { games, recentGames, vendors } from '../../db/schema/index.js';
import type { GameType, RecentPage } from '../../contract/games.js';
import { gameTypeCondition, toGameDto } from '../catalogue/index.js';
import { findGame, gameDisplayName } from '../games/index.js';

/** Only this many recent games are kept per member; older ones drop off. */
export const RECENT_LIMIT = 50;

export async function recordRecent(
  executor: Executor,
  memberId: number,
  nodeId: number,
  now: Date,
): Promise<void> {
  await findGame(executor, nodeId);
  await executor
    .insert(recentGames)
    .values({ memberId, gameId: nodeId, playedAt: now })
    .onConflictDoUpdate({
      target: [recentGames.memberId, recentGames.gameId],
      set: { playedAt: now },
    });
  await executor.execute(sql`
    DELETE FROM recent_games WHERE member_id = ${memberId} AND game_id IN (
      SELECT game_id FROM recent_games WHERE member_id = ${memberId}
      ORDER BY played_at DESC, game_id OFFSET ${RECENT_LIMIT})`);
}

export async function recentPage(
  executor: Executor,
  memberId: number,
  page: { pageNo: number; pageSize: number; language?: string; gameType?: GameType },
): Promise<RecentPage> {
  const { pageNo, pageSize, language } = page;
  const where = and(
    eq(recentGames.memberId, memberId),
    page.gameType ? gameTypeCondition(page.gameType) : undefined,
  );
  const [totals] = await executor
    .select({ n: count() })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(where);
  const total = Number(totals?.n ?? 0);
  const rows = await executor
    .select({ game: games, vendor: vendors, name: gameDisplayName(language) })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(where)
    .orderBy(desc(recentGames.playedAt), asc(recentGames.gameId))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((row) => toGameDto(row.game, row.vendor, row.name)),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    total,
  };
}
