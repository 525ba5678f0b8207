import assert from 'node:assert/strict';
import type { LotteryResult, Play } from './types.js';

/**
 * Checks a play against a whole result space (each result equally likely): a Tradition play's
 * fair multiple averages exactly its count (each combination pays 1 / p of its prize), an
 * Entertainment play's winning combinations average count × its probability. `space` must be
 * the family's complete result space, or a sample with `tolerance` set to what its size allows.
 */
export function assertFairOverSpace(
  play: Play,
  balls: string,
  space: Iterable<LotteryResult>,
  tolerance = 1e-9,
): void {
  const selection = play.parse(balls);
  const count = play.count(selection);
  let results = 0;
  let fair = 0;
  let wins = 0;
  for (const result of space) {
    const judgement = play.judge(selection, result);
    results += 1;
    fair += judgement.fairMultiple;
    wins += judgement.winningStakes;
  }
  if (play.playType === 'TRADITION') {
    const mean = fair / results;
    assert.ok(
      Math.abs(mean - count) <= tolerance * Math.max(1, count),
      `${play.code} "${balls}": mean fair multiple ${mean}, count ${count}`,
    );
  } else {
    assert.ok(play.probability !== undefined, `${play.code} has no probability`);
    const rate = wins / results / count;
    assert.ok(
      Math.abs(rate - play.probability) <= tolerance,
      `${play.code} "${balls}": win rate ${rate}, probability ${play.probability}`,
    );
  }
}

/** Every tuple of `length` values of `alphabet` (the result space of independent positions). */
export function* everyTuple(alphabet: readonly string[], length: number): Generator<string[]> {
  const indexes = new Array<number>(length).fill(0);
  for (;;) {
    yield indexes.map((i) => alphabet[i]!);
    let position = length - 1;
    while (position >= 0 && indexes[position] === alphabet.length - 1) {
      indexes[position] = 0;
      position -= 1;
    }
    if (position < 0) return;
    indexes[position]! += 1;
  }
}
