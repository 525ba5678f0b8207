import { gameTypeFromRoute } from './game-type-from-route';

test.each([
  ['/m/rng', '', 'RNG'],
  ['/m/live', '', 'LIVE'],
  ['/m/pvp', '', 'PVP'],
  ['/m/fish', '', 'FISH'],
  ['/m/sports', '', 'SPORTS'],
  ['/m/esports', '', 'ESPORTS'],
  ['/m/lott', '', 'LOTT'],
  ['/m/elott', '', 'ELOTT'],
  ['/m/slotsCenter', '', 'RNG'],
  ['/m/gameList', '?gameType=LIVE', 'LIVE'],
  ['/m/gameList', '?gameType=cockfight', 'COCKFIGHT'],
  ['/m/gameList', '?gameType=ESPORTS', 'ESPORTS'],
  ['/m/gameList', '?gameType=BINGO', 'BINGO'],
  ['/m/gameList', '', 'RNG'],
  ['/m/game', '?gameType=nonsense', 'RNG'],
  ['/m/live', '?gameType=FISH', 'LIVE'],
])('%s%s is %s', (path, search, type) => {
  expect(gameTypeFromRoute(path, search).gameType).toBe(type);
});

test('the type query chooses the tab, hot opens the hot tab', () => {
  expect(gameTypeFromRoute('/m/gameList', '?gameType=RNG&type=hot').tab).toBe('hot');
  expect(gameTypeFromRoute('/m/gameList', '?type=fav').tab).toBe('fav');
  expect(gameTypeFromRoute('/m/gameList', '?type=bogus').tab).toBe('all');
  expect(gameTypeFromRoute('/m/hot', '')).toMatchObject({ gameType: 'ALL', tab: 'hot' });
});

test('the vassalage query chooses the vendor when it is a vendor code', () => {
  expect(gameTypeFromRoute('/m/gameList', '?vassalage=pg').vassalage).toBe('PG');
  expect(gameTypeFromRoute('/m/gameList', '?vassalage=%3Cx%3E').vassalage).toBeUndefined();
});
