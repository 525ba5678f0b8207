import type { Judgement } from '../types.js';

// The two shapes a judgement takes: Tradition pays by fair multiple, Entertainment by
// winning (and tied) combinations. A fresh object each time: callers may keep or change it.

export function paid(fairMultiple: number): Judgement {
  return { fairMultiple, winningStakes: 0, tieStakes: 0 };
}

export function settled(winningStakes: number, tieStakes = 0): Judgement {
  return { fairMultiple: 0, winningStakes, tieStakes };
}
