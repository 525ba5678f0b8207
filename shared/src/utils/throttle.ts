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

export interface SharedCall<A extends unknown[], R> {
  (...args: A): Promise<R>;
  /** Drops the remembered answers, so the next call asks again (a test's fresh start). */
  forget: () => void;
}

/**
 * Calls with the same arguments within `windowMs` of the last one share its answer instead of
 * asking again (badges asked for by several screens at once).
 */
export function sharedWithin<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  windowMs: number,
): SharedCall<A, R> {
  const recent = new Map<string, { at: number; answer: Promise<R> }>();
  const shared = (...args: A) => {
    const key = JSON.stringify(args);
    const now = Date.now();
    const last = recent.get(key);
    if (last && now - last.at < windowMs) return last.answer;
    const answer = call(...args);
    recent.set(key, { at: now, answer });
    return answer;
  };
  shared.forget = () => recent.clear();
  return shared;
}

export interface TrailingThrottled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (on unmount). */
  cancel: () => void;
}

/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, and the last call made
 * inside the interval runs when the interval ends. The trailing call matters for infinite
 * scroll: one quick flick to the end of the list fires its last scroll event inside the
 * interval, and dropping it would leave the person at the end with no next page.
 */
export function trailingThrottle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now = () => Date.now(),
): TrailingThrottled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = now();
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = waitMs - (now() - last);
    if (wait <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) run(pending);
      },
      Math.max(wait, 0),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
