/** Search waits this long after the last keystroke (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Infinite scroll loads at most once per this interval... */
export const LOAD_MORE_THROTTLE_MS = 1000;
/** ...when the end of the list is this close. */
export const LOAD_MORE_DISTANCE_PX = 300;
/** Icons start loading this far outside the viewport. */
export const LAZY_ICON_MARGIN_PX = 100;

/** Calls `fn` at most once per `waitMs` (leading call runs at once, later ones are dropped). */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now = () => Date.now(),
) {
  let last = -Infinity;
  return (...args: A) => {
    const time = now();
    if (time - last < waitMs) return;
    last = time;
    fn(...args);
  };
}
