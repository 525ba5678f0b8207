import { lobbyTabs, showsHotGames } from './entranceRules';

const category = (gameCategory: string) => ({ gameCategory, vendors: [] });

describe('game entrance rules', () => {
  it('puts Hot first, keeps the server order and leaves PROMO out', () => {
    expect(
      lobbyTabs([category('LIVE'), category('PROMO'), category('RNG'), category('FISH')]),
    ).toEqual(['HOT', 'LIVE', 'RNG', 'FISH']);
  });

  it('never shows Hot twice', () => {
    expect(lobbyTabs([category('HOT'), category('RNG')])).toEqual(['HOT', 'RNG']);
  });

  it('adds hot games under the vendor list for PVP, FISH, RNG and BINGO only', () => {
    expect(['PVP', 'FISH', 'RNG', 'BINGO'].every(showsHotGames)).toBe(true);
    expect(['LIVE', 'SPORTS', 'LOTT', 'PROMO'].some(showsHotGames)).toBe(false);
  });
});
