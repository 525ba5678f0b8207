import type { z } from 'zod';
import { controlCharacterPaths } from './control-characters.js';
import { ApiError, type ErrorDetail } from './errors.js';

export type InputCheck<T> = { value: T; error?: undefined } | { error: ApiError };

/**
 * Checks input against a call's schema; any problem is a 400 INVALID_INPUT with one detail per
 * problem. Route schemas (contract-compilers.ts) and parseInput both come through here, so
 * control characters are refused here for every string, whatever its schema says (schemas.ts
 * `text()` says so too, for the contract's readers).
 */
export function checkInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): InputCheck<z.output<S>> {
  const controlled = controlCharacterPaths(input);
  if (controlled.length > 0) {
    return {
      error: new ApiError(
        'INVALID_INPUT',
        null,
        controlled.map((path) => ({ path, messageKey: 'invalid_input' })),
      ),
    };
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return { value: result.data };
  const details: ErrorDetail[] = result.error.issues.map((issue) => ({
    path: issue.code === 'unrecognized_keys' ? issue.keys.join(',') : issue.path.join('.') || '',
    messageKey: 'invalid_input',
  }));
  return { error: new ApiError('INVALID_INPUT', null, details) };
}

/** Parses input with a call's schema, throwing the INVALID_INPUT of checkInput. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const checked = checkInput(schema, input);
  if (checked.error) throw checked.error;
  return checked.value;
}
