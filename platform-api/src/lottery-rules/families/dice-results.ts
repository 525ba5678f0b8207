import type { LotteryResult, SeedStream } from '../types.js';

// FAST3's result: three dice 1–6, in the order rolled.

export const DICE: readonly string[] = ['1', '2', '3', '4', '5', '6'];

/** The die at a position, read without allocating. */
export function dieAt(result: LotteryResult, position: number): number {
  return result[position]!.charCodeAt(0) - 48;
}

export function drawDice(random: SeedStream): string[] {
  return [0, 1, 2].map(() => String(1 + random.below(6)));
}

const DIE = /^[1-6]$/;

export function isDiceResult(result: LotteryResult): boolean {
  return (
    Array.isArray(result) &&
    result.length === 3 &&
    result.every((value) => typeof value === 'string' && DIE.test(value))
  );
}

export function sumOfDice(result: LotteryResult): number {
  return dieAt(result, 0) + dieAt(result, 1) + dieAt(result, 2);
}

export function isTriple(result: LotteryResult): boolean {
  const x = dieAt(result, 0);
  return x === dieAt(result, 1) && x === dieAt(result, 2);
}

/** Rolls of three dice (of 216) whose sum is s: 1, 3, 6, 10, 15, 21, 25, 27, 27, 25 … 1. */
export function diceSumWays(sum: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a += 1) {
    for (let b = 1; b <= 6; b += 1) {
      const c = sum - a - b;
      if (c >= 1 && c <= 6) ways += 1;
    }
  }
  return ways;
}
