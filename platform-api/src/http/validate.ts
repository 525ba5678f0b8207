import type { z } from 'zod';
import { controlCharacterPaths } from './control-characters.js';
import { ApiError, type ErrorDetail } from './errors.js';

/**
 * Parses input with a call's schema; any problem becomes a 400 INVALID_INPUT with details.
 * Every call's input passes here, so control characters are refused here for every string,
 * whatever its schema says (schemas.ts `text()` says so too, for the contract's readers).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const controlled = controlCharacterPaths(input);
  if (controlled.length > 0) {
    throw new ApiError(
      'INVALID_INPUT',
      null,
      controlled.map((path) => ({ path, messageKey: 'invalid_input' })),
    );
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details: ErrorDetail[] = result.error.issues.map((issue) => ({
    path: issue.code === 'unrecognized_keys' ? issue.keys.join(',') : issue.path.join('.') || '',
    messageKey: 'invalid_input',
  }));
  throw new ApiError('INVALID_INPUT', null, details);
}
