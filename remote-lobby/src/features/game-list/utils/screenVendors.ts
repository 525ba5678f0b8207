import type { Vendor, VendorGameTypes } from '../../home-lobby/api/types';

/** The vendors of a screen game type: BINGO and the e-sport/cockfight vendors by the mapping. */
export function screenVendors(data: VendorGameTypes, gameType: string): Vendor[] {
  const all = data.categories.flatMap((category) => category.vendors);
  if (gameType === 'ALL') return all;
  if (gameType === 'BINGO') {
    const bingo = new Set(data.mapping.BINGO ?? []);
    return all.filter((vendor) => bingo.has(vendor.vassalage));
  }
  const vendors = data.categories.find((c) => c.gameCategory === gameType)?.vendors ?? [];
  if (gameType === 'RNG') {
    const bingo = new Set(data.mapping.BINGO ?? []);
    return vendors.filter((vendor) => !bingo.has(vendor.vassalage));
  }
  return vendors;
}

/** The game types the filter panel offers: the server's categories plus BINGO when mapped. */
export function screenGameTypes(data: VendorGameTypes): string[] {
  const types = data.categories.map((category) => category.gameCategory);
  if ((data.mapping.BINGO ?? []).length > 0) types.push('BINGO');
  return types;
}
