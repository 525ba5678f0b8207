import type { LotteryResult, SeedStream } from '../types.js';

// PK10's result: the ten cars "01"–"10" in finishing order (result[0] is 1st place).

export const CARS: readonly string[] = Array.from({ length: 10 }, (_, i) =>
  String(i + 1).padStart(2, '0'),
);

/** The car (1–10) at a place (0–9), read without allocating. */
export function carAt(result: LotteryResult, place: number): number {
  const text = result[place]!;
  return (text.charCodeAt(0) - 48) * 10 + text.charCodeAt(1) - 48;
}

export function drawCars(random: SeedStream): string[] {
  return random.pickDistinct(CARS, 10);
}

export function isCarResult(result: LotteryResult): boolean {
  return (
    Array.isArray(result) &&
    result.length === 10 &&
    new Set(result).size === 10 &&
    result.every((value) => CARS.includes(value))
  );
}
