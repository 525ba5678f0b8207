import { game } from '@/test/lobby-fixtures';
import { sharedNames } from './shared-names';

test('names used by games of two vendors are shared; a vendor repeating itself is not', () => {
  const games = [
    game(1, 'Sportsbook', 'SPORTS', 'SABA'),
    game(2, 'Virtual Football', 'SPORTS', 'SABA'),
    game(3, 'Sportsbook', 'SPORTS', 'CMD'),
    game(4, 'Koi Gate', 'RNG', 'PG'),
    game(5, 'Koi Gate', 'RNG', 'PG'),
  ];
  expect([...sharedNames(games)]).toEqual(['Sportsbook']);
  expect(sharedNames([]).size).toBe(0);
});
