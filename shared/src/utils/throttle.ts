// Call throttles: space calls out, or let calls in quick succession share one answer.

/**
 * Starts the calls one after another, at least `gapMs` apart: opening several notices in a row
 * sends their marks spaced out instead of in one burst. Every call is still made.
 */
export function spacedCalls<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  gapMs: number,
): (...args: A) => Promise<R> {
  let nextStart = 0;
  return (...args) => {
    const now = Date.now();
    const start = Math.max(now, nextStart);
    nextStart = start + gapMs;
    if (start === now) return call(...args);
    return new Promise<void>((resolve) => setTimeout(resolve, start - now)).then(() =>
      call(...args),
    );
  };
}

/**
 * Calls with the same arguments within `windowMs` of the last one share its answer instead of
 * asking again (badges asked for by several screens at once).
 */
export function sharedWithin<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  windowMs: number,
): (...args: A) => Promise<R> {
  const recent = new Map<string, { at: number; answer: Promise<R> }>();
  return (...args) => {
    const key = JSON.stringify(args);
    const now = Date.now();
    const last = recent.get(key);
    if (last && now - last.at < windowMs) return last.answer;
    const answer = call(...args);
    recent.set(key, { at: now, answer });
    return answer;
  };
}
