import { SEED_PATTERN, seedCommitment, seedStream } from './seed-stream.js';
import type { LotteryFamily, LotteryResult } from './types.js';

export interface PublishedDraw {
  /** SHA-256 of the seed, published when the draw opened. */
  commitment: string;
  /** The seed, published with the result. */
  seed: string;
  result: LotteryResult;
}

export interface Verification {
  /** The seed hashes to the commitment published before the draw. */
  commitmentMatches: boolean;
  /** The published result is the one the rule derives from the seed. */
  resultMatches: boolean;
  /** What the rule derives from the seed (null when the seed is malformed). */
  derived: LotteryResult | null;
}

/** Checks a published draw the way anyone can: hash the seed, derive the result again. */
export function verifyDraw(family: LotteryFamily, draw: PublishedDraw): Verification {
  if (!SEED_PATTERN.test(draw.seed)) {
    return { commitmentMatches: false, resultMatches: false, derived: null };
  }
  const derived = family.draw(seedStream(draw.seed));
  return {
    commitmentMatches: seedCommitment(draw.seed) === draw.commitment,
    resultMatches:
      derived.length === draw.result.length &&
      derived.every((value, index) => value === draw.result[index]),
    derived,
  };
}
