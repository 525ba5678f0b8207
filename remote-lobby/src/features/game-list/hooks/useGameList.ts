import { useEffect, useReducer } from 'react';
import { getHotGames } from '../../home-lobby/api/getHotGames';
import {
  GAME_LIST_PAGE_SIZE,
  listFavourites,
  listGames,
  listRecent,
  type GamePage,
} from '../api/gameListApi';
import { initialListState, listReducer, type Filters, type ListState } from '../state/listState';
import { apiGameType, type ListTab } from '../utils/gameTypeFromRoute';

function load(state: ListState, gameType: string, language: string): Promise<GamePage> {
  const page = state.requestPage;
  switch (state.dataType) {
    case 'hot':
      return getHotGames(language, gameType === 'ALL' ? undefined : gameType).then((games) => ({
        games,
        pageNum: 1,
        totalPages: 1,
      }));
    case 'recent':
      return listRecent(language, page);
    case 'fav':
      return listFavourites(language, page);
    default: {
      const type = apiGameType(gameType);
      return listGames({
        gameType: type.gameType,
        gameClassify: state.filters.gameClassify ?? type.gameClassify,
        gameName: state.gameName || undefined,
        vassalage: state.filters.vassalage,
        minBet: state.filters.minBet,
        language,
        pageNo: page,
        pageSize: GAME_LIST_PAGE_SIZE,
      });
    }
  }
}

/** The game list of one screen game type: its state machine plus the request of each page. */
export function useGameList(gameType: string, tab: ListTab, filters: Filters, language: string) {
  const [state, dispatch] = useReducer(listReducer, undefined, () =>
    initialListState(tab, filters),
  );
  const { generation, requestPage, attempt } = state;

  useEffect(() => {
    let current = true;
    load(state, gameType, language).then(
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
  }, [generation, requestPage, attempt, gameType, language]);

  return { state, dispatch };
}
