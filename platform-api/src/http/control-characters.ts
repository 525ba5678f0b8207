/**
 * C0 controls (NUL, tab, line breaks, ESC…), DEL and the C1 controls. No input of this API is
 * multi-line or binary, and PostgreSQL refuses NUL outright ("invalid byte sequence"), so a
 * control character anywhere in a string input is refused before any query runs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/**
 * Dotted paths (`a.b.0`) of every string in an input (query, params or a parsed JSON body) that
 * holds a control character, object keys included; stops after `limit` findings.
 */
export function controlCharacterPaths(input: unknown, limit = 10): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string[]): void => {
    if (found.length >= limit) return;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) found.push(path.join('.'));
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, String(index)]));
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacter(key)) found.push([...path, key].join('.'));
        visit(item, [...path, key]);
      }
    }
  };
  visit(input, []);
  return found;
}
