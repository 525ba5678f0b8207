import { z } from 'zod';
import { hasControlCharacter } from './control-characters.js';

/**
 * Shared pieces of the per-call schemas. Strings default to at most 255 characters and never
 * hold control characters (parseInput refuses those in every input too).
 */
export const text = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacter(value), { message: 'control character' });

/** Query string integers arrive as text; only plain digits are accepted. */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const language = z.string().regex(/^[A-Za-z]{2,3}([-_][A-Za-z]{2,4})?$/);

export const merchantCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** YYYY/MM/DD or YYYY-MM-DD, a real calendar date. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}[/-]\d{2}[/-]\d{2}$/)
  .transform((value) => value.replaceAll('/', '-'))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  });

/** Comma-separated list of allowed values, e.g. `types=A,PL,B`. */
export function csvOf<T extends string>(allowed: readonly T[], maxItems = 20) {
  return z
    .string()
    .max(255)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(allowed as unknown as [T, ...T[]]))
        .min(1)
        .max(maxItems),
    );
}

/** For calls that take no parameters: anything sent is an unknown field. */
export const noInput = z.strictObject({});
