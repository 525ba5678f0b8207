/**
 * A LIKE pattern matching names that contain `text`, case-insensitively (compare against
 * `lower(username)`): the user's `%`, `_` and `\` are escaped, so they match themselves and
 * are never wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
