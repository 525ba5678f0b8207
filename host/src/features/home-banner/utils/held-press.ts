/**
 * A press on the static first slide, made before swiper had arrived, followed until it is
 * released or cancelled. If it is still held when swiper takes over, swiper is handed the press
 * (replay-press.ts) and follows the rest of the same gesture.
 */
export interface HeldPress {
  readonly event: PointerEvent;
  /** Says whether the press is still down, and stops following it (handed over or let go). */
  release(): boolean;
}

export function holdPress(event: PointerEvent): HeldPress {
  let held = true;
  const stop = () => {
    window.removeEventListener('pointerup', onEnd, true);
    window.removeEventListener('pointercancel', onEnd, true);
    const wasHeld = held;
    held = false;
    return wasHeld;
  };
  function onEnd(end: PointerEvent) {
    if (end.pointerId === event.pointerId) stop();
  }
  window.addEventListener('pointerup', onEnd, true);
  window.addEventListener('pointercancel', onEnd, true);
  return { event, release: stop };
}
