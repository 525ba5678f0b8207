/**
 * SQLSTATEs of values PostgreSQL cannot store as text: 22021 character_not_in_repertoire (a NUL
 * byte, invalid UTF-8) and 22P05 untranslatable_character. Both mean the request carried a
 * value no database could accept: bad input, not a server fault.
 */
const ENCODING_ERRORS = new Set(['22021', '22P05']);

/**
 * Whether an error, or one of its causes (Drizzle wraps the driver's error in its own), is
 * PostgreSQL refusing a value's encoding; pg and PGlite both report the SQLSTATE as `code`.
 */
export function isDatabaseEncodingError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && ENCODING_ERRORS.has(code)) return true;
    current = current.cause;
  }
  return false;
}
