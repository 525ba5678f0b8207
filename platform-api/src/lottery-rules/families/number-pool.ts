// Counting helpers for the numbered-ball and numbered-prize families (11x5, Happy 10, Keno,
// Mark Six, Vietnam): the labels of a pool of numbers, C(n, k) and default odds in cents.

/** "01".."11", "00".."99"…: the numbers from `from` to `to`, zero-padded to `width` places. */
export function numberLabels(from: number, to: number, width: number): string[] {
  const labels: string[] = [];
  for (let n = from; n <= to; n += 1) labels.push(String(n).padStart(width, '0'));
  return labels;
}

/** C(n, k) as a number: exact below 2^53 (every count these families use), else the nearest. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const small = Math.min(k, n - k);
  let value = 1;
  // value stays C(n - small + i, i): an integer at each step, so the division is exact as
  // long as value × n stays below 2^53; past that, count in bigint.
  for (let i = 1; i <= small; i += 1) {
    if (value * n >= 2 ** 53) return Number(chooseBig(n, k));
    value = (value * (n - small + i)) / i;
  }
  return value;
}

/** C(n, k) exactly, for counts beyond 2^53 (Keno's C(80, 20)). */
export function chooseBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const small = Math.min(k, n - k);
  let value = 1n;
  for (let i = 1; i <= small; i += 1) value = (value * BigInt(n - small + i)) / BigInt(i);
  return value;
}

/**
 * Default odds of an Entertainment play whose combination wins `wins` of `outcomes` (ties
 * left out of `outcomes`): 99% of the fair odds (outcomes / wins), rounded down to cents. Integer
 * arithmetic, so an even chance gives exactly 1.98 and never 1.97 through a rounding error.
 */
export function defaultOddsFor(wins: bigint | number, outcomes: bigint | number): number {
  const cents = (99n * BigInt(outcomes)) / BigInt(wins);
  return Number(cents) / 100;
}

/** wins / outcomes as the nearest double (both may exceed 2^53, the ratio may be tiny). */
export function ratio(wins: bigint | number, outcomes: bigint | number): number {
  const w = BigInt(wins);
  const o = BigInt(outcomes);
  if (w === 0n) return 0;
  // Scale so the integer quotient keeps at least 64 significant bits before the one rounding
  // to a double (a relative error of 2^-53 at most).
  const shift = Math.max(0, o.toString(2).length - w.toString(2).length + 64);
  return Number((w << BigInt(shift)) / o) / 2 ** shift;
}

/** Whether `result` is `k` different values of `pool` (a pickDistinct draw). */
export function isDistinctDraw(result: readonly string[], pool: readonly string[], k: number) {
  if (!Array.isArray(result) || result.length !== k) return false;
  const allowed = new Set(pool);
  return new Set(result).size === k && result.every((value) => allowed.has(value));
}

/** How many of `picked` (indexes) are flagged in `drawn`. */
export function hitsAmong(picked: readonly number[], drawn: Uint8Array): number {
  let hits = 0;
  for (const i of picked) hits += drawn[i]!;
  return hits;
}

/**
 * How many `size`-element sets of the numbers 1..maxValue have each sum: answer[s] for s from
 * 0 to the largest sum (a knapsack count, exact in bigint).
 */
export function subsetSumCounts(maxValue: number, size: number): bigint[] {
  const top = ((2 * maxValue - size + 1) * size) / 2;
  // ways[k][s]: k-element sets of the numbers seen so far with sum s.
  const ways = Array.from({ length: size + 1 }, () => new Array<bigint>(top + 1).fill(0n));
  ways[0]![0] = 1n;
  for (let n = 1; n <= maxValue; n += 1) {
    for (let k = Math.min(size, n); k >= 1; k -= 1) {
      const into = ways[k]!;
      const from = ways[k - 1]!;
      for (let s = top; s >= n; s -= 1) if (from[s - n]! !== 0n) into[s]! += from[s - n]!;
    }
  }
  return ways[size]!;
}
