import type {
  FavouriteBody,
  FavouriteIdsQuery,
  FavouriteListQuery,
  Game,
  GameListQuery,
  GamePage as GameListPage,
  Launch,
  LaunchQuery,
  RecentQuery,
} from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

/** One page of games as the list screen shows it (catalogue, recent and favourites alike). */
export type GamePage = Pick<GameListPage, 'games' | 'pageNum' | 'totalPages'>;

/** The list screen's filters; empty filters travel as empty parameters. */
export interface GameQuery {
  gameType: string;
  gameName?: string;
  vassalage?: string;
  gameClassify?: string;
  minBet?: GameListQuery['minBet'];
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
  const params: GameListQuery = {
    platform: 'html5',
    gameName: query.gameName ?? '',
    gameType: query.gameType,
    vassalage: query.vassalage ?? '',
    gameClassify: query.gameClassify ?? '',
    minBet: query.minBet ?? '',
    language: query.language,
    pageNo: String(query.pageNo),
    pageSize: String(query.pageSize),
  };
  const answer = await api.get('/wps/game/list', { query: params });
  return { games: answer.games, pageNum: answer.pageNum, totalPages: answer.totalPages };
}

/** The member's recent games of one list screen's category (ALL: every game). */
export async function listRecent(
  language: string,
  pageNo: number,
  gameType: string,
): Promise<GamePage> {
  const params: RecentQuery = {
    language,
    gameType,
    pageNo: String(pageNo),
    pageSize: String(GAME_LIST_PAGE_SIZE),
  };
  const answer = await api.get('/wps/game/recent', { query: params });
  return { games: answer.list, pageNum: answer.pageNum, totalPages: answer.totalPages };
}

export async function listFavourites(language: string, pageNo: number): Promise<GamePage> {
  const params: FavouriteListQuery = {
    language,
    pageNo: String(pageNo),
    pageSize: String(FAVOURITES_PAGE_SIZE),
  };
  const answer = await api.get('/wps/game/favourite/list', { query: params });
  return { games: answer.content, pageNum: answer.pageNum, totalPages: answer.totalPages };
}

export async function favouriteIds(): Promise<number[]> {
  const params: FavouriteIdsQuery = { pageNo: '1', pageSize: String(FAVOURITE_IDS_PAGE_SIZE) };
  const answer = await api.get('/wps/game/favourite/ids', { query: params });
  return answer.list;
}

export function addFavourite(game: Game): Promise<true> {
  const body: FavouriteBody = { nodeId: game.nodeId, vendor: game.vassalage };
  return api.post('/wps/game/favourite', { body });
}

export function removeFavourite(game: Game): Promise<true> {
  const body: FavouriteBody = { nodeId: game.nodeId, vendor: game.vassalage };
  return api.delete('/wps/game/favourite', { body });
}

export function launchGame(
  nodeId: number,
  language: string,
  prizeMode?: LaunchQuery['prize_mode'],
): Promise<Launch> {
  const params: LaunchQuery = {
    nodeId: String(nodeId),
    language,
    platform: 'html5',
    ...(prizeMode ? { prize_mode: prizeMode } : {}),
  };
  return api.get('/wps/game/launchGame', { query: params });
}
