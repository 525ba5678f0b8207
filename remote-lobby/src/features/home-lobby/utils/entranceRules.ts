import type { VendorCategory } from '../api/types';

export const HOT_TAB = 'HOT';

/** Categories whose tab shows hot games under the vendor list (spec section 2, game entrance). */
const WITH_HOT_GAMES = new Set(['PVP', 'FISH', 'RNG', 'BINGO']);

/** Categories that show nothing in the game entrance. */
const HIDDEN = new Set(['PROMO']);

/** 'HOT' first, then the server's categories in server order, hidden ones left out. */
export function lobbyTabs(categories: readonly VendorCategory[]): string[] {
  return [
    HOT_TAB,
    ...categories
      .map((category) => category.gameCategory)
      .filter((category) => !HIDDEN.has(category) && category !== HOT_TAB),
  ];
}

export function showsHotGames(category: string): boolean {
  return WITH_HOT_GAMES.has(category);
}

/** Up to this many hot games show under a vendor list; more adds a 'more' link. */
export const HOT_GAMES_PER_CATEGORY = 6;
