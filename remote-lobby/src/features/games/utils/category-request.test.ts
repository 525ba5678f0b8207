import { categoryRequest, needsGroupVendors } from './category-request';

test('BINGO asks for RNG games classified BG, of the chosen vendor if any', () => {
  expect(categoryRequest('BINGO')).toEqual({ gameType: 'RNG', gameClassify: 'BG' });
  expect(categoryRequest('BINGO', 'YBG')).toEqual({
    gameType: 'RNG',
    gameClassify: 'BG',
    vassalage: 'YBG',
  });
});

test('ESPORTS and COCKFIGHT ask for SPORTS narrowed to their vendors', () => {
  expect(categoryRequest('ESPORTS', undefined, ['AV', 'IA', 'TF'])).toEqual({
    gameType: 'SPORTS',
    vassalage: 'AV,IA,TF',
  });
  expect(categoryRequest('ESPORTS', 'IA', ['AV', 'IA', 'TF'])).toEqual({
    gameType: 'SPORTS',
    vassalage: 'IA',
  });
  expect(categoryRequest('COCKFIGHT', 'DS88')).toEqual({ gameType: 'SPORTS', vassalage: 'DS88' });
  // A group without vendors has nothing to list (never the whole of SPORTS).
  expect(categoryRequest('COCKFIGHT', undefined, [])).toBeNull();
  expect(needsGroupVendors('ESPORTS') && needsGroupVendors('COCKFIGHT')).toBe(true);
  expect(needsGroupVendors('SPORTS') || needsGroupVendors('BINGO')).toBe(false);
});

test('other categories are asked for by name', () => {
  expect(categoryRequest('LIVE')).toEqual({ gameType: 'LIVE' });
  expect(categoryRequest('SPORTS', 'AV')).toEqual({ gameType: 'SPORTS', vassalage: 'AV' });
  expect(categoryRequest('RNG', 'PG')).toEqual({ gameType: 'RNG', vassalage: 'PG' });
});
