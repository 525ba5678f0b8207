/** Spec section 2: no page fade after a back swipe of more than 100 px (flag reset after 500 ms). */
export const BACK_SWIPE_PX = 100;
export const BACK_SWIPE_RESET_MS = 500;

let lastBackSwipeAt = Number.NEGATIVE_INFINITY;
let startX: number | null = null;

function onTouchStart(event: TouchEvent) {
  startX = event.touches[0]?.clientX ?? null;
}

function onTouchEnd(event: TouchEvent) {
  const endX = event.changedTouches[0]?.clientX;
  if (startX !== null && endX !== undefined && endX - startX > BACK_SWIPE_PX)
    lastBackSwipeAt = Date.now();
  startX = null;
}

/** Starts watching touches; returns the function that stops. */
export function watchBackSwipes(): () => void {
  window.addEventListener('touchstart', onTouchStart, { passive: true });
  window.addEventListener('touchend', onTouchEnd, { passive: true });
  return () => {
    window.removeEventListener('touchstart', onTouchStart);
    window.removeEventListener('touchend', onTouchEnd);
  };
}

export function backSwipedRecently(now: number = Date.now()): boolean {
  return now - lastBackSwipeAt < BACK_SWIPE_RESET_MS;
}

export function markBackSwipe(at: number = Date.now()): void {
  lastBackSwipeAt = at;
}
