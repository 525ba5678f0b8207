import type { VendorSummary as Vendor, VendorGameTypes } from '@lobby/platform-api/contract';

/** Screen game types whose vendors the mapping names (spec section 4). */
const MAPPED_GROUPS = ['ESPORTS', 'COCKFIGHT', 'BINGO'];

/** The vendors of a screen game type: BINGO and the e-sport/cockfight vendors by the mapping. */
export function screenVendors(data: VendorGameTypes, gameType: string): Vendor[] {
  const all = data.categories.flatMap((category) => category.vendors);
  if (gameType === 'ALL') return all;
  if (MAPPED_GROUPS.includes(gameType)) {
    const group = new Set(data.mapping[gameType] ?? []);
    return all.filter((vendor) => group.has(vendor.vassalage));
  }
  const vendors = data.categories.find((c) => c.gameCategory === gameType)?.vendors ?? [];
  if (gameType === 'RNG') {
    const bingo = new Set(data.mapping.BINGO ?? []);
    return vendors.filter((vendor) => !bingo.has(vendor.vassalage));
  }
  return vendors;
}

/** The game types the filter panel offers: the server's categories plus the mapped groups. */
export function screenGameTypes(data: VendorGameTypes): string[] {
  const types: string[] = data.categories.map((category) => category.gameCategory);
  for (const group of MAPPED_GROUPS) {
    if ((data.mapping[group] ?? []).length > 0) types.push(group);
  }
  return types;
}
