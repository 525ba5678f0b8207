import type { VendorGameTypes, VendorSummary } from '@lobby/platform-api/contract';

/** A tab of the game entrance: a server category, or COCKFIGHT and BINGO regrouped here. */
export interface VendorCategory {
  gameCategory: string;
  vendors: VendorSummary[];
}

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

/** Categories whose tab never launches a single vendor directly (spec section 2). */
const NEVER_DIRECT = new Set(['RNG', 'FISH', 'PVP', 'HOT', 'BINGO']);

/** A tab with exactly one vendor, outside RNG, FISH, PVP, HOT and BINGO, opens that vendor. */
export function directVendor(category: VendorCategory | undefined): string | null {
  if (!category || NEVER_DIRECT.has(category.gameCategory) || category.vendors.length !== 1) {
    return null;
  }
  return category.vendors[0]!.vassalage;
}

/**
 * The categories of the game entrance (spec section 4): cockfight vendors leave SPORTS for a
 * COCKFIGHT tab right after it; bingo vendors leave RNG for a BINGO tab right after the lottery.
 */
export function regroupCategories(data: VendorGameTypes): VendorCategory[] {
  const cockfight = new Set(data.mapping.COCKFIGHT ?? []);
  const bingo = new Set(data.mapping.BINGO ?? []);
  const result: VendorCategory[] = [];
  let bingoVendors: VendorCategory['vendors'] = [];
  for (const category of data.categories) {
    if (category.gameCategory === 'SPORTS') {
      const fights = category.vendors.filter((v) => cockfight.has(v.vassalage));
      result.push({
        ...category,
        vendors: category.vendors.filter((v) => !cockfight.has(v.vassalage)),
      });
      if (fights.length > 0) result.push({ gameCategory: 'COCKFIGHT', vendors: fights });
    } else if (category.gameCategory === 'RNG') {
      bingoVendors = category.vendors.filter((v) => bingo.has(v.vassalage));
      result.push({
        ...category,
        vendors: category.vendors.filter((v) => !bingo.has(v.vassalage)),
      });
    } else {
      result.push(category);
    }
  }
  if (bingoVendors.length > 0) {
    const lottery = result.findIndex((category) => category.gameCategory === 'LOTT');
    result.splice(lottery + 1, 0, { gameCategory: 'BINGO', vendors: bingoVendors });
  }
  return result;
}
