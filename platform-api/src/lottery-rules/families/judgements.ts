import type { Judgement } from '../types.js';

// judge() runs for every sub-order of a draw (100,000 and more), so it answers with judgements
// built once and frozen: a selection keeps the few it can win, judge only picks one.

export const LOSS: Judgement = Object.freeze({ fairMultiple: 0, winningStakes: 0, tieStakes: 0 });

/** A Tradition win worth `fairMultiple` (Σ 1 / p over the winning combinations). */
export function fairWin(fairMultiple: number): Judgement {
  if (fairMultiple === 0) return LOSS;
  return Object.freeze({ fairMultiple, winningStakes: 0, tieStakes: 0 });
}

/** Judgements for 0 … most winning combinations that each pay `unit` (index = hits). */
export function fairWinsTable(unit: number, most: number): readonly Judgement[] {
  return Array.from({ length: most + 1 }, (_, hits) => fairWin(hits * unit));
}

const stakesCache: Judgement[][] = [];

/** An Entertainment judgement: `wins` combinations paid at odds, `ties` given back. */
export function stakes(wins: number, ties = 0): Judgement {
  const byTies = (stakesCache[wins] ??= []);
  return (byTies[ties] ??= Object.freeze({
    fairMultiple: 0,
    winningStakes: wins,
    tieStakes: ties,
  }));
}
