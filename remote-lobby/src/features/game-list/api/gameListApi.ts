import { apiDelete, apiGet, apiPost } from '@lobby/shared';
import type { Game } from '../../home-lobby/api/types';

export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

export interface GameQuery {
  gameType: string;
  gameName?: string;
  vassalage?: string;
  gameClassify?: string;
  minBet?: string;
  language: string;
  pageNo: number;
  pageSize: number;
}

/** Page size of the game-list screen (spec section 9). */
export const GAME_LIST_PAGE_SIZE = 25;
/** The favourites tab pages by 15, the favourite ids by 100. */
export const FAVOURITES_PAGE_SIZE = 15;
export const FAVOURITE_IDS_PAGE_SIZE = 100;

export async function listGames(query: GameQuery): Promise<GamePage> {
  const answer = await apiGet<GamePage & { total: number }>('/wps/game/list', {
    platform: 'html5',
    gameName: query.gameName ?? '',
    gameType: query.gameType,
    vassalage: query.vassalage ?? '',
    gameClassify: query.gameClassify ?? '',
    minBet: query.minBet ?? '',
    language: query.language,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  });
  return { games: answer.games, pageNum: answer.pageNum, totalPages: answer.totalPages };
}

export async function listRecent(language: string, pageNo: number): Promise<GamePage> {
  const answer = await apiGet<{ list: Game[]; pageNum: number; totalPages: number }>(
    '/wps/game/recent',
    { language, pageNo, pageSize: GAME_LIST_PAGE_SIZE },
  );
  return { games: answer.list, pageNum: answer.pageNum, totalPages: answer.totalPages };
}

export async function listFavourites(language: string, pageNo: number): Promise<GamePage> {
  const answer = await apiGet<{ content: Game[]; pageNum: number; totalPages: number }>(
    '/wps/game/favourite/list',
    { language, pageNo, pageSize: FAVOURITES_PAGE_SIZE },
  );
  return { games: answer.content, pageNum: answer.pageNum, totalPages: answer.totalPages };
}

export async function favouriteIds(): Promise<number[]> {
  const answer = await apiGet<{ list: number[] }>('/wps/game/favourite/ids', {
    pageNo: 1,
    pageSize: FAVOURITE_IDS_PAGE_SIZE,
  });
  return answer.list;
}

export function addFavourite(game: Game): Promise<boolean> {
  return apiPost<boolean>('/wps/game/favourite', { nodeId: game.nodeId, vendor: game.vassalage });
}

export function removeFavourite(game: Game): Promise<boolean> {
  return apiDelete<boolean>('/wps/game/favourite', {
    nodeId: game.nodeId,
    vendor: game.vassalage,
  });
}

export interface Launch {
  url: string;
  kind: 'SLOT' | 'LOTTERY';
}

export function launchGame(nodeId: number, language: string, prizeMode?: string): Promise<Launch> {
  return apiGet<Launch>('/wps/game/launchGame', {
    nodeId,
    language,
    platform: 'html5',
    ...(prizeMode ? { prize_mode: prizeMode } : {}),
  });
}
