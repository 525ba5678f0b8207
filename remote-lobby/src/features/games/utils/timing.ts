/** Search waits this long after the last keystroke (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Infinite scroll loads at most once per this interval... */
export const LOAD_MORE_THROTTLE_MS = 1000;
/** ...when the end of the list is this close. */
export const LOAD_MORE_DISTANCE_PX = 300;
/** Icons start loading this far outside the viewport. */
export const LAZY_ICON_MARGIN_PX = 100;

export interface Throttled<A extends unknown[]> {
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
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now = () => Date.now(),
): Throttled<A> {
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
