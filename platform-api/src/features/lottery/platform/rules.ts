import {
  familyOf as registryFamilyOf,
  playOf as registryPlayOf,
  type FamilyCode,
  type LotteryFamily,
  type Play,
} from '../../../lottery-rules/index.js';

/** The families and plays the platform settles with: the registry's. */
export interface LotteryRules {
  familyOf(code: string): LotteryFamily | undefined;
  playOf(id: number): { family: LotteryFamily; play: Play } | undefined;
}

const registryRules: LotteryRules = {
  familyOf: (code) => registryFamilyOf(code as FamilyCode),
  playOf: registryPlayOf,
};

let current: LotteryRules = registryRules;

/** The rules in force (the registry, unless a test swapped them). */
export const rules = (): LotteryRules => current;

/**
 * Tests only: settle with the families given (a small test family before the real modules
 * land, or to force a draw that cannot be produced). Returns the function that restores them.
 */
export function useRulesForTests(families: readonly LotteryFamily[]): () => void {
  const byCode = new Map(families.map((family) => [family.code as string, family]));
  const plays = new Map(
    families.flatMap((family) => family.plays.map((play) => [play.id, { family, play }] as const)),
  );
  current = { familyOf: (code) => byCode.get(code), playOf: (id) => plays.get(id) };
  return () => {
    current = registryRules;
  };
}
