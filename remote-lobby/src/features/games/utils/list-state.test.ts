import type { Game } from '@lobby/platform-api/contract';
import { hasMore, initialListState, listReducer, type ListState } from './list-state';

const game = (nodeId: number) => ({ nodeId, gameName: `Game ${nodeId}` }) as Game;
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => game(from + i));

function loaded(state: ListState, games: Game[], pageNum: number, totalPages: number) {
  return listReducer(state, {
    type: 'loaded',
    generation: state.generation,
    games,
    pageNum,
    totalPages,
  });
}

test('starts on the route tab, loading page 1; a vendor from the route starts filtered', () => {
  expect(initialListState('all')).toMatchObject({
    dataType: 'all',
    requestPage: 1,
    status: 'loading',
  });
  expect(initialListState('hot').dataType).toBe('hot');
  expect(initialListState('all', { vassalage: 'PG' }).dataType).toBe('filter');
});

test('load more appends the next page while pageNum < totalPages, then stops', () => {
  let state = loaded(initialListState('all'), page(1, 25), 1, 2);
  expect(hasMore(state)).toBe(true);
  state = listReducer(state, { type: 'loadMore' });
  expect(state).toMatchObject({ requestPage: 2, status: 'loading' });
  // A second load-more while one is running does nothing.
  expect(listReducer(state, { type: 'loadMore' })).toBe(state);
  state = loaded(state, page(26, 10), 2, 2);
  expect(state.games).toHaveLength(35);
  expect(hasMore(state)).toBe(false);
  expect(listReducer(state, { type: 'loadMore' })).toBe(state);
});

test('a tab change resets the list, the page and the filters', () => {
  let state = loaded(
    initialListState('all', { vassalage: 'PG', minBet: '0.1' }),
    page(1, 25),
    1,
    3,
  );
  state = listReducer(state, { type: 'tab', tab: 'recent' });
  expect(state).toMatchObject({
    dataType: 'recent',
    tab: 'recent',
    games: [],
    requestPage: 1,
    filters: {},
  });
  state = listReducer(state, { type: 'tab', tab: 'fav' });
  expect(state.dataType).toBe('fav');
  state = listReducer(state, { type: 'tab', tab: 'hot' });
  expect(state.dataType).toBe('hot');
});

test('a filter sets "filter"; clearing it returns to "all"', () => {
  let state = loaded(initialListState('hot'), page(1, 10), 1, 1);
  state = listReducer(state, { type: 'filter', filters: { gameClassify: 'JP' } });
  expect(state).toMatchObject({ dataType: 'filter', tab: 'all', games: [], requestPage: 1 });
  state = listReducer(state, { type: 'filter', filters: {} });
  expect(state.dataType).toBe('all');
});

test('a search returns to "all" and page 1, replacing the list', () => {
  let state = listReducer(loaded(initialListState('all'), page(1, 25), 1, 4), { type: 'loadMore' });
  state = loaded(state, page(26, 25), 2, 4);
  state = listReducer(state, { type: 'tab', tab: 'recent' });
  state = listReducer(state, { type: 'search', gameName: 'koi' });
  expect(state).toMatchObject({
    dataType: 'all',
    tab: 'all',
    gameName: 'koi',
    requestPage: 1,
    games: [],
  });
  expect(listReducer(state, { type: 'search', gameName: 'koi' })).toBe(state);
  state = loaded(state, page(1, 3), 1, 1);
  expect(state.games).toHaveLength(3);
});

test('answers of an earlier generation are ignored; removing a favourite drops its tile', () => {
  const first = initialListState('fav');
  const next = listReducer(first, { type: 'tab', tab: 'fav' });
  const stale = listReducer(next, {
    type: 'loaded',
    generation: first.generation,
    games: page(1, 5),
    pageNum: 1,
    totalPages: 1,
  });
  expect(stale).toBe(next);
  const withGames = loaded(next, page(1, 3), 1, 1);
  expect(
    listReducer(withGames, { type: 'removeGame', nodeId: 2 }).games.map((g) => g.nodeId),
  ).toEqual([1, 3]);
});

test('a failure can be retried', () => {
  let state = listReducer(initialListState('all'), { type: 'failed', generation: 0 });
  expect(state.status).toBe('error');
  state = listReducer(state, { type: 'retry' });
  expect(state).toMatchObject({ status: 'loading', attempt: 1 });
});
