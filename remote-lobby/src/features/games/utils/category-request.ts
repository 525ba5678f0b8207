/** Lobby categories the platform lists as SPORTS, narrowed to their own vendors (spec section 4). */
const SPORTS_GROUPS = new Set(['ESPORTS', 'COCKFIGHT']);

/** What the game list call asks the platform for. */
export interface CategoryRequest {
  gameType: string;
  gameClassify?: string;
  /** One vendor code, or a comma list. */
  vassalage?: string;
}

/** Whether a lobby category's request needs the category's vendors (from the vendor mapping). */
export function needsGroupVendors(category: string): boolean {
  return SPORTS_GROUPS.has(category);
}

/**
 * The platform's request for a lobby category (spec section 4): ESPORTS and COCKFIGHT are SPORTS
 * narrowed to their vendors (`chosen`, else every vendor of the group), BINGO is RNG classified
 * BG; every other category is asked for by name. Null when a group has no vendor: nothing to ask.
 */
export function categoryRequest(
  category: string,
  chosen?: string,
  groupVendors: readonly string[] = [],
): CategoryRequest | null {
  if (category === 'BINGO') return { gameType: 'RNG', gameClassify: 'BG', vassalage: chosen };
  if (SPORTS_GROUPS.has(category)) {
    const vassalage = chosen ?? groupVendors.join(',');
    return vassalage ? { gameType: 'SPORTS', vassalage } : null;
  }
  return { gameType: category, vassalage: chosen };
}
