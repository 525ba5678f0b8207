import type { Game, GameListQuery } from '@lobby/platform-api/contract';
import type { ListTab } from './game-type-from-route';

/** What the list shows (spec section 4, game list data type). */
export type DataType = 'all' | 'hot' | 'recent' | 'fav' | 'filter';

export interface Filters {
  vassalage?: string;
  gameClassify?: string;
  minBet?: GameListQuery['minBet'];
}

export interface ListState {
  dataType: DataType;
  tab: ListTab;
  gameName: string;
  filters: Filters;
  games: Game[];
  pageNum: number;
  totalPages: number;
  /** The page being (or last) requested. */
  requestPage: number;
  /** Bumped by every change that needs a new first page. */
  generation: number;
  /** Bumped by a retry after a failure. */
  attempt: number;
  status: 'loading' | 'idle' | 'error';
}

export type ListAction =
  | { type: 'tab'; tab: ListTab }
  | { type: 'filter'; filters: Filters }
  | { type: 'search'; gameName: string }
  | { type: 'loadMore' }
  | { type: 'loaded'; generation: number; games: Game[]; pageNum: number; totalPages: number }
  | { type: 'failed'; generation: number }
  | { type: 'retry' }
  | { type: 'removeGame'; nodeId: number };

export function initialListState(tab: ListTab, filters: Filters = {}): ListState {
  const filtered = hasFilters(filters);
  return {
    dataType: tab !== 'all' ? tab : filtered ? 'filter' : 'all',
    tab,
    gameName: '',
    filters,
    games: [],
    pageNum: 0,
    totalPages: 0,
    requestPage: 1,
    generation: 0,
    attempt: 0,
    status: 'loading',
  };
}

export function hasFilters(filters: Filters): boolean {
  return Boolean(filters.vassalage || filters.gameClassify || filters.minBet);
}

export function hasMore(state: ListState): boolean {
  return state.pageNum > 0 && state.pageNum < state.totalPages;
}

const firstPage = (state: ListState, patch: Partial<ListState>): ListState => ({
  ...state,
  ...patch,
  games: [],
  pageNum: 0,
  totalPages: 0,
  requestPage: 1,
  generation: state.generation + 1,
  status: 'loading',
});

/**
 * The list's state machine: a tab change resets list, page and filters; a filter sets 'filter'
 * (clearing it returns to 'all'); a search returns to 'all' and page 1; load-more appends,
 * everything else replaces.
 */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'tab':
      return firstPage(state, { tab: action.tab, dataType: action.tab, filters: {}, gameName: '' });
    case 'filter':
      return firstPage(state, {
        tab: 'all',
        filters: action.filters,
        dataType: hasFilters(action.filters) ? 'filter' : 'all',
      });
    case 'search':
      if (action.gameName === state.gameName) return state;
      return firstPage(state, {
        tab: 'all',
        gameName: action.gameName,
        dataType: hasFilters(state.filters) ? 'filter' : 'all',
      });
    case 'loadMore':
      if (state.status !== 'idle' || !hasMore(state)) return state;
      return { ...state, requestPage: state.pageNum + 1, status: 'loading' };
    case 'loaded':
      if (action.generation !== state.generation) return state;
      return {
        ...state,
        games: action.pageNum > 1 ? [...state.games, ...action.games] : action.games,
        pageNum: action.pageNum,
        totalPages: action.totalPages,
        status: 'idle',
      };
    case 'failed':
      if (action.generation !== state.generation) return state;
      return { ...state, status: 'error' };
    case 'retry':
      if (state.status !== 'error') return state;
      return { ...state, status: 'loading', attempt: state.attempt + 1 };
    case 'removeGame':
      return { ...state, games: state.games.filter((game) => game.nodeId !== action.nodeId) };
  }
}
