import type { LotteryResult, Play, PlayType } from '../types.js';
import { board, optionRow } from './board-rows.js';
import { houseOdds } from './house-odds.js';
import { LOSS, fairWin, stakes } from './judgements.js';
import { groupOf } from './play-code.js';
import { readRows } from './slip-rows.js';

/**
 * A play of one option and one combination (FAST3's any triple, LOTTO5D's TIE, LUCKY28's
 * TRIPLE / PAIR / STRAIGHT): the balls are the option's code. It wins in `ways` of `space`
 * equally likely results: Tradition pays space / ways, Entertainment the house odds of it.
 */
export function singleOptionPlay(spec: {
  id: number;
  code: string;
  playType: PlayType;
  label: string;
  option: string;
  ways: number;
  space: number;
  wins: (result: LotteryResult) => boolean;
}): Play<null> {
  const { wins, ways, space } = spec;
  const rows = [optionRow(spec.label, [spec.option], 1)];
  const win = spec.playType === 'TRADITION' ? fairWin(space / ways) : stakes(1);
  return {
    id: spec.id,
    code: spec.code,
    group: groupOf(spec.code),
    playType: spec.playType,
    board: board(rows),
    parse(balls) {
      readRows(balls, rows);
      return null;
    },
    count: () => 1,
    judge: (_selection, result) => (wins(result) ? win : LOSS),
    ...(spec.playType === 'ENTERTAINMENT'
      ? { probability: ways / space, defaultOdds: houseOdds(ways, space) }
      : {}),
  };
}
