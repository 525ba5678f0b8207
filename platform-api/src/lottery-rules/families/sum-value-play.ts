import type { Judgement, LotteryResult, Play } from '../types.js';
import { board, numberRow, numberValues } from './board-rows.js';
import { LOSS, fairWin } from './judgements.js';
import { groupOf } from './play-code.js';
import { readRows } from './slip-rows.js';

// Sum value (和值), Tradition: each chosen sum is a combination with its own probability
// p(s) = ways(s) / space, so a win on s is worth 1 / p(s) (FAST3 3–18, PK10 1st+2nd 3–19,
// LUCKY28 0–27). At most one chosen sum wins.

export interface SumValueSelection {
  /** The judgement for each sum (indexed by the sum itself): a win for chosen sums, else LOSS. */
  bySum: Judgement[];
  count: number;
}

export function sumValuePlay(spec: {
  id: number;
  code: string;
  label: string;
  from: number;
  to: number;
  /** Results (of `space`, all equally likely) whose sum is s. */
  ways: (sum: number) => number;
  space: number;
  sumOf: (result: LotteryResult) => number;
}): Play<SumValueSelection> {
  const { from, to, ways, space, sumOf } = spec;
  const rows = [numberRow(spec.label, numberValues(from, to), 1)];
  const wins = Array.from({ length: to + 1 }, (_, sum) =>
    sum < from ? LOSS : fairWin(space / ways(sum)),
  );
  return {
    id: spec.id,
    code: spec.code,
    group: groupOf(spec.code),
    playType: 'TRADITION',
    board: board(rows),
    parse(balls) {
      const chosen = readRows(balls, rows)[0]!;
      const bySum = new Array<Judgement>(to + 1).fill(LOSS);
      for (const index of chosen) bySum[from + index] = wins[from + index]!;
      return { bySum, count: chosen.length };
    },
    count: (selection) => selection.count,
    judge: (selection, result) => selection.bySum[sumOf(result)] ?? LOSS,
  };
}
