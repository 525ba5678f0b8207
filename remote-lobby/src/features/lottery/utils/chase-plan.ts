// A chase's multiple per draw (each draw's multiple multiplies every line's) and its cost.

export type ChasePlan =
  | { kind: 'same'; start: number }
  | { kind: 'double'; start: number; every: number }
  | { kind: 'custom'; multiples: readonly number[] };

/**
 * The draw multiples of a plan for `draws` draws, each at most `cap` (the game's highest
 * multiple over the slip's highest line multiple: their product is bounded by the server).
 */
export function chaseMultiples(plan: ChasePlan, draws: number, cap: number): number[] {
  const limit = Math.max(1, cap);
  const clamp = (m: number) => Math.min(limit, Math.max(1, Math.floor(m) || 1));
  return Array.from({ length: draws }, (_, i) => {
    if (plan.kind === 'same') return clamp(plan.start);
    if (plan.kind === 'double') {
      const doublings = Math.floor(i / Math.max(1, Math.floor(plan.every) || 1));
      // 2^doublings overflows nothing here: clamp caps it long before.
      return clamp(plan.start * 2 ** Math.min(doublings, 40));
    }
    return clamp(plan.multiples[i] ?? plan.multiples[plan.multiples.length - 1] ?? 1);
  });
}

/** The whole chase's cost in li: Σ over draws of the slip's total × the draw's multiple. */
export function chaseTotalLi(slipTotalLi: number, multiples: readonly number[]): number {
  return multiples.reduce((sum, multiple) => sum + slipTotalLi * multiple, 0);
}
