import type { Game, HotGamesQuery } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

/** Hot games of every category, or of one (`gameType`), named in `language`. */
export async function getHotGames(language: string, gameType?: string): Promise<Game[]> {
  const query: HotGamesQuery = {
    isPlatform: '2',
    language,
    platform: 'html5',
    gameType: gameType ?? '',
  };
  const answer = await apiGet<{ list: Game[] }>('/wps/game/hot', query);
  return answer.list;
}
