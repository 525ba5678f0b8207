export interface Throttled {
  (): void;
  /** Drops a pending trailing call (on unmount). */
  cancel: () => void;
}

/**
 * Calls `fn` at most once per `waitMs`: the first call at once, the last call made inside the
 * interval when it ends. The trailing call matters for infinite scroll: a quick flick to the end
 * fires its last scroll event inside the interval, and dropping it would strand the reader at
 * the end with no next page. (shared's spacedCalls makes every call, later; this drops all but
 * the last, which is what scroll events need.)
 */
export function throttle(fn: () => void, waitMs: number, now = () => Date.now()): Throttled {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    last = now();
    fn();
  };
  const throttled = () => {
    if (timer !== undefined) return;
    const wait = waitMs - (now() - last);
    if (wait <= 0) {
      run();
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      run();
    }, wait);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
