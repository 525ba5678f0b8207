import type { z } from 'zod';
import { ApiError, type ErrorDetail } from './errors.js';

/** Parses input with a call's schema; any problem becomes a 400 INVALID_INPUT with details. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details: ErrorDetail[] = result.error.issues.map((issue) => ({
    path: issue.code === 'unrecognized_keys' ? issue.keys.join(',') : issue.path.join('.') || '',
    messageKey: 'invalid_input',
  }));
  throw new ApiError('INVALID_INPUT', null, details);
}
