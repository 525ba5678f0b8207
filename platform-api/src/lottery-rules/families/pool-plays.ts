import type { BoardRow, LotteryResult, Play } from '../types.js';
import { paid } from './judgement-of.js';
import { parseRows } from './number-slip-rows.js';
import { LOSE, TIE, WIN, optionPlay } from './option-play.js';

// Plays that several numbered-ball families (11 Choose 5, Happy 10, Keno) offer alike.

/**
 * Position pick (定位胆): a row per drawn position; each chosen (position, number) is one
 * combination and wins when that number is drawn at that position (p = 1 / pool size).
 */
export function positionPickPlay(spec: {
  id: number;
  code: string;
  rows: readonly BoardRow[];
  poolSize: number;
  /** The drawn numbers, as row value indexes, in the order drawn. */
  order: (result: LotteryResult) => readonly number[];
}): Play<number[][]> {
  return {
    id: spec.id,
    code: spec.code,
    group: 'POSITION',
    playType: 'TRADITION',
    board: { rows: spec.rows, typedEntry: false },
    parse: (balls) => parseRows(balls, spec.rows),
    count: (picked) => picked.reduce((sum, row) => sum + row.length, 0),
    judge(picked, result) {
      const order = spec.order(result);
      let wins = 0;
      picked.forEach((row, p) => {
        if (row.includes(order[p]!)) wins += 1;
      });
      return paid(wins * spec.poolSize);
    },
  };
}

/**
 * Big/small and odd/even of the drawn balls' sum: the middle sum ties (stake back), big and small
 * share the other results equally; odd and even sums are not equally likely, so each is a play
 * of its own with its own odds.
 */
export function sumOptionPlays(spec: {
  family: string;
  ids: { bigSmall: number; odd: number; even: number };
  /** Equally likely results, those with the middle sum, and those with an odd sum. */
  sets: bigint;
  middleSets: bigint;
  oddSets: bigint;
  middleSum: number;
  sum: (result: LotteryResult) => number;
}): Play[] {
  const bigSmall = optionPlay({
    id: spec.ids.bigSmall,
    code: `${spec.family}.SUM.BIG_SMALL`,
    group: 'SUM',
    options: ['BIG', 'SMALL'],
    wins: (spec.sets - spec.middleSets) / 2n,
    outcomes: spec.sets,
    ties: spec.middleSets,
    outcome(option, result) {
      const sum = spec.sum(result);
      if (sum === spec.middleSum) return TIE;
      return (option === 'BIG') === sum > spec.middleSum ? WIN : LOSE;
    },
  });
  const parity = (which: 'ODD' | 'EVEN', id: number, wins: bigint) =>
    optionPlay({
      id,
      code: `${spec.family}.SUM.${which}`,
      group: 'SUM',
      options: [which],
      wins,
      outcomes: spec.sets,
      outcome: (_, result) => ((spec.sum(result) % 2 === 1) === (which === 'ODD') ? WIN : LOSE),
    });
  return [
    bigSmall,
    parity('ODD', spec.ids.odd, spec.oddSets),
    parity('EVEN', spec.ids.even, spec.sets - spec.oddSets),
  ];
}
