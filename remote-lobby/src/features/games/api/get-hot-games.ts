import type { Game, HotGamesQuery } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export const HOT_GAMES_PATH = '/wps/game/hot';

export function hotGamesQuery(language: string, gameType?: string): HotGamesQuery {
  return { isPlatform: '2', language, platform: 'html5', gameType: gameType ?? '' };
}

/** Hot games of every category, or of one (`gameType`), named in `language`. */
export async function getHotGames(language: string, gameType?: string): Promise<Game[]> {
  const answer = await api.get(HOT_GAMES_PATH, { query: hotGamesQuery(language, gameType) });
  return answer.list;
}
