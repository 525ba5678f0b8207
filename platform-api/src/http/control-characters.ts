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
 * holds a control character, object keys included; stops after `limit` findings. Walks with a
 * stack of its own rather than by recursion, so that no depth of input can overflow the call
 * stack (JSON bodies are also refused past MAX_JSON_DEPTH before they get here).
 */
export function controlCharacterPaths(input: unknown, limit = 10): string[] {
  const found: string[] = [];
  // Depth-first, children pushed in reverse so that findings come in document order. Each entry
  // links to its parent rather than copying its path, which is only spelled out when found.
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  while (pending.length > 0 && found.length < limit) {
    const visit = pending.pop()!;
    const { value, key } = visit;
    if (key !== null && hasControlCharacter(key)) found.push(pathOf(visit));
    if (typeof value === 'string') {
      if (hasControlCharacter(value) && found.length < limit) found.push(pathOf(visit));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], key: null, index, parent: visit });
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [name, item] = entries[index]!;
        pending.push({ value: item, key: name, parent: visit });
      }
    }
  }
  return found;
}

/** One value met by the walk: under an object key, at an array index, or the input itself. */
interface Visit {
  value: unknown;
  key: string | null;
  index?: number;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const parts: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) {
    parts.push(at.key ?? String(at.index));
  }
  return parts.reverse().join('.');
}
