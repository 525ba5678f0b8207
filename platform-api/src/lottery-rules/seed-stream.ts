import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { SeedStream } from './types.js';

// The published rule (README, "Lottery draws you can verify"):
// - a draw's seed is 32 random bytes written as 64 lowercase hex characters;
// - its commitment, published when the draw opens, is SHA-256 of that text (UTF-8), in hex;
// - the result's random numbers come from blocks SHA-256("<seed>:<i>") for i = 0, 1, 2 …,
//   each read as eight big-endian unsigned 32-bit words, used in order;
// - a whole number below n takes the next word w, skips it while w ≥ n × ⌊2^32 / n⌋ (so every
//   value is equally likely) and answers w mod n;
// - k different values of a pool: for i = 0 … k−1, swap position i with i + below(len − i)
//   and take position i (a partial Fisher–Yates shuffle); the order drawn is the order kept.

export const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** The commitment published before the draw: SHA-256 of the seed's hex text. */
export function seedCommitment(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(seed)));
}

export function seedStream(seed: string): SeedStream {
  if (!SEED_PATTERN.test(seed)) throw new Error('a seed is 64 lowercase hex characters');
  let block = 0;
  let words: DataView | null = null;
  let next = 8;
  const word = (): number => {
    if (next === 8) {
      const bytes = sha256(utf8ToBytes(`${seed}:${block}`));
      words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      block += 1;
      next = 0;
    }
    const value = words!.getUint32(next * 4, false);
    next += 1;
    return value;
  };
  const below = (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`below(${n})`);
    const limit = n * Math.floor(2 ** 32 / n);
    for (;;) {
      const w = word();
      if (w < limit) return w % n;
    }
  };
  return {
    below,
    pickDistinct<T>(pool: readonly T[], k: number): T[] {
      if (k > pool.length) throw new Error(`cannot pick ${k} of ${pool.length}`);
      const items = [...pool];
      for (let i = 0; i < k; i += 1) {
        const j = i + below(items.length - i);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items.slice(0, k);
    },
  };
}
