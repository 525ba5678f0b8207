// Test-only helpers for the numbered families (never imported by a module the page loads):
// brute-force enumeration, seeded samples of draws, and the SelectionError check.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { seedStream } from '../seed-stream.js';
import { SelectionError, type LotteryFamily, type LotteryResult, type Play } from '../types.js';

/** Every k-element subset of `items`, in lexicographic order of positions. */
export function* subsets<T>(items: readonly T[], k: number): Generator<T[]> {
  const picked: T[] = [];
  function* from(start: number): Generator<T[]> {
    if (picked.length === k) {
      yield [...picked];
      return;
    }
    for (let i = start; i <= items.length - (k - picked.length); i += 1) {
      picked.push(items[i]!);
      yield* from(i + 1);
      picked.pop();
    }
  }
  yield* from(0);
}

/** Every ordered draw of k different values of `pool` (the space of a pickDistinct draw). */
export function* orderedDraws(pool: readonly string[], k: number): Generator<string[]> {
  const picked: string[] = [];
  const used = new Set<string>();
  function* next(): Generator<string[]> {
    if (picked.length === k) {
      yield [...picked];
      return;
    }
    for (const value of pool) {
      if (used.has(value)) continue;
      used.add(value);
      picked.push(value);
      yield* next();
      picked.pop();
      used.delete(value);
    }
  }
  yield* next();
}

/** n fixed seeds (SHA-256 of "<salt>:<i>"), the same on every run. */
export function fixedSeeds(n: number, salt: string): string[] {
  return Array.from({ length: n }, (_, i) =>
    createHash('sha256').update(`${salt}:${i}`).digest('hex'),
  );
}

/** The family's draws from n fixed seeds. */
export function sampleDraws(family: LotteryFamily, n: number, salt: string): LotteryResult[] {
  return fixedSeeds(n, salt).map((seed) => family.draw(seedStream(seed)));
}

export function playByCode(family: LotteryFamily, code: string): Play {
  const play = family.plays.find((p) => p.code === code);
  assert.ok(play, `no play ${code}`);
  return play;
}

/** parse() refuses `balls` with a SelectionError (and no other exception), for `reason`. */
export function assertRefused(play: Play, balls: string, reason: string): void {
  assert.throws(
    () => play.parse(balls),
    (error: unknown) => error instanceof SelectionError && error.reason === reason,
    `${play.code} "${balls}" should be refused: ${reason}`,
  );
}

/** Fair multiple, winning and tied stakes of `balls` against `result`. */
export function judged(play: Play, balls: string, result: LotteryResult) {
  return play.judge(play.parse(balls), result);
}

/**
 * The play ids are unique, in the family's range, and the codes follow "<FAMILY>.<G>.<P>".
 * Entertainment odds are in cents, 99% of the fair odds rounded down: fair makes the mean
 * return the stake, (1 − t) / p where `ties[code]` = t is the chance a combination's stake
 * comes back. Whatever the ties, the mean return p × odds + t stays below 1.
 */
export function assertIdsAndCodes(
  family: LotteryFamily,
  base: number,
  ties: Readonly<Record<string, number>> = {},
): void {
  const ids = family.plays.map((play) => play.id);
  assert.equal(new Set(ids).size, ids.length, 'duplicate play id');
  for (const code of Object.keys(ties)) playByCode(family, code);
  for (const play of family.plays) {
    assert.ok(play.id > base && play.id < base + 1000, `${play.code}: id ${play.id}`);
    assert.match(play.code, new RegExp(`^${family.code}\\.${play.group}\\.[A-Z0-9_]+$`));
    if (play.playType === 'ENTERTAINMENT') {
      const p = play.probability!;
      const odds = play.defaultOdds!;
      const t = ties[play.code] ?? 0;
      assert.ok(p > 0 && p < 1, `${play.code} probability`);
      const cents = Math.round(odds * 100);
      assert.ok(Math.abs(cents - odds * 100) < 1e-9, `${play.code} odds in cents`);
      const target = (0.99 * (1 - t)) / p;
      assert.ok(odds <= target * (1 + 1e-12) && odds > target - 0.01, `${play.code} odds ${odds}`);
      assert.ok(odds <= (0.99 / p) * (1 + 1e-12), `${play.code} odds above 0.99 / p`);
      assert.ok(p * odds + t < 1, `${play.code}: mean return ${p * odds + t}`);
    } else {
      assert.equal(play.probability, undefined, `${play.code}: Tradition pays by series`);
    }
  }
}

/**
 * Five standard errors of the mean of n independent draws of a quantity with this variance:
 * the tolerance a sample of n justifies (a fair rule fails it about once in 1.7 million runs).
 */
export function fiveSigma(variance: number, n: number): number {
  return 5 * Math.sqrt(variance / n);
}

/** The `rotations` of one ordered draw: each position takes every value exactly once. */
export function rotations(pool: readonly string[], k: number): string[][] {
  return pool.map((_, shift) =>
    Array.from({ length: k }, (_, p) => pool[(p + shift) % pool.length]!),
  );
}
