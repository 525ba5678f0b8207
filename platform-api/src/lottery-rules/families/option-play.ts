import type { LotteryResult, Play } from '../types.js';
import { settled } from './judgement-of.js';
import { defaultOddsFor, ratio } from './number-pool.js';
import { boardRow, parseRows } from './number-slip-rows.js';

// An Entertainment play of one row of options (BIG, SMALL, ODD, EVEN, RED…): each chosen
// option is one combination at fixed odds; every option of the play has the same chance.

export const WIN = 1;
export const LOSE = 0;
/** The option neither wins nor loses (Mark Six's 49, a sum on the middle value): stake back. */
export const TIE = 2;
export type Outcome = typeof WIN | typeof LOSE | typeof TIE;

export interface OptionPlaySpec {
  id: number;
  code: string;
  group: string;
  options: readonly string[];
  /** The row's i18n key; 'lottery.row.option' unless given. */
  label?: string;
  /** An option's chance to win, as wins / outcomes (kept exact for the default odds). */
  wins: bigint | number;
  outcomes: bigint | number;
  /** Outcomes (of the same `outcomes`) on which an option ties and its stake comes back. */
  ties?: bigint | number;
  outcome(option: string, result: LotteryResult): Outcome;
}

export function optionPlay(spec: OptionPlaySpec): Play<string[]> {
  const row = boardRow(
    spec.label ?? 'lottery.row.option',
    spec.options,
    1,
    spec.options.length,
    false,
  );
  return {
    id: spec.id,
    code: spec.code,
    group: spec.group,
    playType: 'ENTERTAINMENT',
    board: { rows: [row], typedEntry: false },
    parse: (balls) => parseRows(balls, [row])[0]!.map((i) => spec.options[i]!),
    count: (options) => options.length,
    judge(options, result) {
      let wins = 0;
      let ties = 0;
      for (const option of options) {
        const outcome = spec.outcome(option, result);
        if (outcome === WIN) wins += 1;
        else if (outcome === TIE) ties += 1;
      }
      return settled(wins, ties);
    },
    probability: ratio(spec.wins, spec.outcomes),
    // Fair odds make the mean return exactly the stake: with a tie chance t returning it, they
    // are (1 − t) / p, i.e. (outcomes − ties) / wins. 0.99 / p would hand the player the edge
    // (Mark Six big at 0.99 × 49/24 = 2.02 returns 1.0098 a unit); 99% of (1 − t) / p pays
    // 1.98 there, as Mark Six sites do, and still stays under 0.99 / p.
    defaultOdds: defaultOddsFor(spec.wins, BigInt(spec.outcomes) - BigInt(spec.ties ?? 0)),
  };
}
