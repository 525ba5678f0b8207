import { apiGet } from '@lobby/shared';
import type { Game } from './types';

/** Hot games of every category, or of one (`gameType`), named in `language`. */
export async function getHotGames(language: string, gameType?: string): Promise<Game[]> {
  const answer = await apiGet<{ list: Game[] }>('/wps/game/hot', {
    isPlatform: 2,
    language,
    platform: 'html5',
    gameType: gameType ?? '',
  });
  return answer.list;
}
