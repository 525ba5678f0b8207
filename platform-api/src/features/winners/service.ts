import { and, desc, eq, gt } from 'drizzle-orm';
import type { WinnerEntry } from '../../contract/games.js';
import type { Db } from '../../db/database.js';
import { betRecords, games, members, vendors, type VendorCategory } from '../../db/schema/index.js';
import { toMajor } from '../../http/money.js';
import { gameDisplayName, maskName } from '../games/index.js';

/** The latest settled wins (payout above zero) of real members, newest first. */
export async function latestWinners(
  db: Db,
  options: { category?: string; language?: string; limit: number },
): Promise<WinnerEntry[]> {
  const rows = await db
    .select({
      gameId: games.id,
      gameName: gameDisplayName(options.language),
      username: members.username,
      payoutMinor: betRecords.payoutMinor,
    })
    .from(betRecords)
    .innerJoin(games, eq(games.id, betRecords.gameId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .where(
      and(
        eq(betRecords.status, 'SETTLED'),
        gt(betRecords.payoutMinor, 0),
        // Trial users play with demo money: their wins are not wins anyone can have.
        eq(members.isTrial, false),
        options.category ? eq(vendors.category, options.category as VendorCategory) : undefined,
      ),
    )
    .orderBy(desc(betRecords.settledAt), desc(betRecords.id))
    .limit(options.limit);
  return rows.map((row) => ({
    iconUrl: `/wps/img/game/${row.gameId}.svg`,
    gameName: row.gameName,
    customerName: maskName(row.username),
    winAmount: toMajor(row.payoutMinor),
  }));
}
