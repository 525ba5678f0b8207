import {
  and,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  gte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { games, vendors } from '../../db/schema/index.js';
import type { GameType } from '../../contract/games.js';

/**
 * SQL condition for a category of the front end. The front end maps its categories onto the
 * platform's (spec section 4): ESPORTS and COCKFIGHT are asked for as SPORTS narrowed to their
 * vendors, BINGO as RNG with classify BG. So SPORTS holds every sports vendor, e-sport and
 * cockfight ones included, and RNG holds the bingo games when classify BG is asked for; plain
 * RNG (no classify) is the slot list and leaves bingo to its own tab. ESPORTS, COCKFIGHT and
 * BINGO are also answered directly (hot games are asked for by these categories).
 */
export function gameTypeCondition(gameType: GameType, classify?: string): SQL | undefined {
  switch (gameType) {
    case 'ALL':
    case 'HOME':
      return undefined;
    case 'HOT':
      return isNotNull(games.hotRank);
    case 'ESPORTS':
    case 'COCKFIGHT':
      return and(eq(vendors.category, 'SPORTS'), eq(vendors.kind, gameType));
    case 'BINGO':
      return and(eq(vendors.category, 'RNG'), eq(games.classify, 'BG'));
    case 'SPORTS':
      return eq(vendors.category, 'SPORTS');
    case 'RNG':
      return classify
        ? eq(vendors.category, 'RNG')
        : and(eq(vendors.category, 'RNG'), or(isNull(games.classify), ne(games.classify, 'BG')));
    case 'LOTT':
    case 'ELOTT':
    case 'LIVE':
    case 'FISH':
    case 'PVP':
      return eq(vendors.category, gameType);
    case 'LIVESTREAM':
    case 'PROMO':
      return sql`false`;
  }
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface GameFilter {
  gameName?: string;
  gameType?: GameType;
  vassalage?: string[];
  gameClassify?: string;
  minBetMinor?: number;
  minLine?: number;
}

export function gameConditions(filter: GameFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(games.enabled, true), eq(vendors.enabled, true)];
  if (filter.gameName) {
    const pattern = containsPattern(filter.gameName);
    conditions.push(
      or(
        ilike(games.nameEn, pattern),
        ilike(games.nameZh, pattern),
        // the names readers see in their languages (features/games/display-name.ts)
        sql`EXISTS (SELECT 1 FROM game_name_translations gnt
                     WHERE gnt.game_id = ${games.id} AND gnt.name ILIKE ${pattern})`,
      ),
    );
  }
  if (filter.gameType) conditions.push(gameTypeCondition(filter.gameType, filter.gameClassify));
  if (filter.vassalage) conditions.push(inArray(games.vendorCode, filter.vassalage));
  if (filter.gameClassify) conditions.push(eq(games.classify, filter.gameClassify as 'JP'));
  if (filter.minBetMinor !== undefined) conditions.push(lte(games.minBetMinor, filter.minBetMinor));
  if (filter.minLine !== undefined) conditions.push(gte(games.lines, filter.minLine));
  return and(...conditions);
}
