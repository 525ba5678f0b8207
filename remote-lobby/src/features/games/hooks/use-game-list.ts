import { useEffect, useReducer } from 'react';
import { getHotGames } from '../api/get-hot-games';
import {
  GAME_LIST_PAGE_SIZE,
  listFavourites,
  listGames,
  listRecent,
  type GamePage,
} from '../api/game-list-api';
import { initialListState, listReducer, type Filters, type ListState } from '../utils/list-state';
import { categoryRequest, needsGroupVendors } from '../utils/category-request';
import type { ListTab } from '../utils/game-type-from-route';

const NOTHING: GamePage = { games: [], pageNum: 1, totalPages: 0 };

function load(
  state: ListState,
  gameType: string,
  language: string,
  groupVendors: readonly string[],
): Promise<GamePage> {
  const page = state.requestPage;
  switch (state.dataType) {
    case 'hot':
      return getHotGames(language, gameType === 'ALL' ? undefined : gameType).then((games) => ({
        games,
        pageNum: 1,
        totalPages: 1,
      }));
    case 'recent':
      return listRecent(language, page, gameType);
    case 'fav':
      return listFavourites(language, page);
    default: {
      const request = categoryRequest(gameType, state.filters.vassalage, groupVendors);
      if (!request) return Promise.resolve(NOTHING);
      return listGames({
        gameType: request.gameType,
        gameClassify: state.filters.gameClassify ?? request.gameClassify,
        gameName: state.gameName || undefined,
        vassalage: request.vassalage,
        minBet: state.filters.minBet,
        language,
        pageNo: page,
        pageSize: GAME_LIST_PAGE_SIZE,
      });
    }
  }
}

/**
 * The game list of one screen game type: its state machine plus the request of each page.
 * `groupVendors` are the vendors of an e-sport or cockfight screen (asked for as SPORTS narrowed
 * to them); undefined while they are not known yet, and such a screen waits for them.
 */
export function useGameList(
  gameType: string,
  tab: ListTab,
  filters: Filters,
  language: string,
  groupVendors?: readonly string[],
) {
  const [state, dispatch] = useReducer(listReducer, undefined, () =>
    initialListState(tab, filters),
  );
  const { generation, requestPage, attempt } = state;
  // Only e-sport and cockfight lists depend on the vendors: others never ask again for them.
  const grouped = needsGroupVendors(gameType);
  const waiting = grouped && groupVendors === undefined;
  const groupKey = grouped ? (groupVendors?.join(',') ?? '') : '';

  useEffect(() => {
    if (waiting) return;
    let current = true;
    load(state, gameType, language, groupKey ? groupKey.split(',') : []).then(
      (page) =>
        current &&
        dispatch({
          type: 'loaded',
          generation,
          games: page.games,
          pageNum: page.pageNum,
          totalPages: page.totalPages,
        }),
      () => current && dispatch({ type: 'failed', generation }),
    );
    return () => {
      current = false;
    };
    // The request is keyed by these; the rest of `state` is read at that moment on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation, requestPage, attempt, gameType, language, waiting, groupKey]);

  return { state, dispatch };
}
