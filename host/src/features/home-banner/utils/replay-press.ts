import type { HeldPress } from './held-press';

/**
 * Replays a press that is still held on swiper's slide: swiper starts a drag from where the
 * finger first went down, and the rest of the gesture (moves, release) reaches the document
 * listeners swiper has for them, as if swiper had seen the gesture start.
 */
export function replayPress(press: HeldPress, slide: Element | undefined) {
  if (!press.release() || !slide || typeof PointerEvent !== 'function') return;
  const { event } = press;
  slide.dispatchEvent(
    new PointerEvent('pointerdown', {
      pointerId: event.pointerId,
      pointerType: event.pointerType,
      isPrimary: event.isPrimary,
      clientX: event.clientX,
      clientY: event.clientY,
      screenX: event.screenX,
      screenY: event.screenY,
      button: event.button,
      buttons: event.buttons,
      view: window,
      bubbles: true,
      cancelable: true,
      composed: true,
    }),
  );
}
