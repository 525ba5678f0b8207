import { directVendor, lobbyTabs, regroupCategories, showsHotGames } from './entrance-rules';

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

  const v = (vassalage: string) => ({
    vassalage,
    displayName: vassalage,
    gameCategory: 'RNG' as const,
    iconUrl: '',
    iconWhiteUrl: '',
    gameCount: 1,
  });

  it('moves cockfight vendors after SPORTS and bingo vendors from RNG after the lottery', () => {
    const regrouped = regroupCategories({
      categories: [
        { gameCategory: 'LOTT', vendors: [v('TCG')] },
        { gameCategory: 'ELOTT', vendors: [v('VN')] },
        { gameCategory: 'RNG', vendors: [v('PG'), v('YBG')] },
        { gameCategory: 'SPORTS', vendors: [v('SABA'), v('AV'), v('DS88')] },
        { gameCategory: 'PVP', vendors: [v('KY')] },
      ],
      sorting: [],
      mapping: { COCKFIGHT: ['DS88'], BINGO: ['YBG'], ESPORTS: ['AV'] },
    });
    expect(regrouped.map((c) => [c.gameCategory, c.vendors.map((x) => x.vassalage)])).toEqual([
      ['LOTT', ['TCG']],
      ['BINGO', ['YBG']],
      ['ELOTT', ['VN']],
      ['RNG', ['PG']],
      ['SPORTS', ['SABA', 'AV']],
      ['COCKFIGHT', ['DS88']],
      ['PVP', ['KY']],
    ]);
  });

  it('opens a single vendor directly outside RNG, FISH, PVP, HOT and BINGO', () => {
    expect(directVendor({ gameCategory: 'COCKFIGHT', vendors: [v('DS88')] })).toBe('DS88');
    expect(directVendor({ gameCategory: 'LIVE', vendors: [v('EVO'), v('SA')] })).toBeNull();
    for (const category of ['RNG', 'FISH', 'PVP', 'HOT', 'BINGO']) {
      expect(directVendor({ gameCategory: category, vendors: [v('X')] })).toBeNull();
    }
    expect(directVendor(undefined)).toBeNull();
  });
});
