import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { games } from '../../db/schema/index.js';
import type { ContentLanguage } from '../../http/schemas.js';
import { readerLanguage } from '../content/index.js';

// One rule for a game's display name, so the catalogue, the lottery lists, /lgw/games, order
// reads, winners and the play page all agree (issue 36 item 8): the game's row in
// game_name_translations for the reader's language, else its Chinese name for CN (and for TW,
// where Simplified reads better than English), else its English name.

/** The column a game falls back to when it has no name of the reader's language. */
const fallbackColumn = (language: ContentLanguage) =>
  language === 'CN' || language === 'TW' ? games.nameZh : games.nameEn;

/**
 * The display name as an SQL expression over `games` (a correlated look-up on the translation's
 * primary key), to select beside the game so a list stays one query.
 */
export function gameDisplayName(language: string | undefined): SQL<string> {
  const code = readerLanguage(language);
  return sql<string>`coalesce((SELECT gnt.name FROM game_name_translations gnt
    WHERE gnt.game_id = ${games.id} AND gnt.language = ${code}), ${fallbackColumn(code)})`;
}

/** One game's display name (null when there is no such game), for pages that show one game. */
export async function gameNameOf(
  db: Executor,
  gameId: number,
  language: string | undefined,
): Promise<string | null> {
  const [row] = await db
    .select({ name: gameDisplayName(language) })
    .from(games)
    .where(eq(games.id, gameId));
  return row?.name ?? null;
}
