import { randomBytes } from 'node:crypto';

// Random bytes are drawn 4 KiB at a time: a picture needs thousands of numbers, and one
// system call each would cost more than drawing the picture.
let pool = randomBytes(4096);
let used = 0;

/**
 * Uniform numbers from the CSPRNG. The captcha's shapes come from here rather than
 * Math.random, whose generator state can be recovered from enough of its outputs.
 */
export function uniform(min: number, max: number): number {
  if (used + 4 > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  const value = pool.readUInt32LE(used) / 2 ** 32;
  used += 4;
  return min + value * (max - min);
}

/** An integer in [min, max], both included. */
export function between(min: number, max: number): number {
  return Math.min(max, Math.floor(uniform(min, max + 1)));
}

/** Fisher–Yates shuffle of a copy. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = between(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function colour(): string {
  return `hsl(${between(0, 359)},70%,${between(55, 79)}%)`;
}
