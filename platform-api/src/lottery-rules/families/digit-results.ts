import type { LotteryResult, SeedStream } from '../types.js';

// Results made of independent digits 0–9 (LOTTO5D, PICK3, LUCKY28).

/** The digit at a position of a digit result, read without allocating. */
export function digitAt(result: LotteryResult, position: number): number {
  return result[position]!.charCodeAt(0) - 48;
}

/** `length` digits, each the next below(10) of the stream, in position order. */
export function drawDigits(random: SeedStream, length: number): string[] {
  const digits: string[] = [];
  for (let i = 0; i < length; i += 1) digits.push(String(random.below(10)));
  return digits;
}

const DIGIT = /^[0-9]$/;

export function isDigitResult(result: LotteryResult, length: number): boolean {
  return (
    Array.isArray(result) &&
    result.length === length &&
    result.every((value) => typeof value === 'string' && DIGIT.test(value))
  );
}

/** The sum of a three-digit result (PICK3, LUCKY28), 0–27. */
export function sumOfThreeDigits(result: LotteryResult): number {
  return digitAt(result, 0) + digitAt(result, 1) + digitAt(result, 2);
}

/** Results of three digits (of 1,000) whose sum is s: 1, 3, 6, 10 … 75, 75 … 1. */
export function threeDigitSumWays(sum: number): number {
  let ways = 0;
  for (let a = 0; a <= 9; a += 1) {
    for (let b = 0; b <= 9; b += 1) {
      const c = sum - a - b;
      if (c >= 0 && c <= 9) ways += 1;
    }
  }
  return ways;
}
