import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { games, recentGames, vendors } from '../../db/schema/index.js';
import type { RecentPage } from '../../contract/games.js';
import { toGameDto } from '../catalogue/dto.js';
import { findGame } from '../games/lookup.js';

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
  pageNo: number,
  pageSize: number,
  language: string | undefined,
): Promise<RecentPage> {
  const [totals] = await executor
    .select({ n: count() })
    .from(recentGames)
    .where(eq(recentGames.memberId, memberId));
  const total = Number(totals?.n ?? 0);
  const rows = await executor
    .select({ game: games, vendor: vendors })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(eq(recentGames.memberId, memberId))
    .orderBy(desc(recentGames.playedAt), asc(recentGames.gameId))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((row) => toGameDto(row.game, row.vendor, language)),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    total,
  };
}
