import {
  BACK_SWIPE_RESET_MS,
  backSwipedRecently,
  markBackSwipe,
  watchBackSwipes,
} from './back-swipe';

function touch(type: 'touchstart' | 'touchend', x: number) {
  const event = new Event(type) as Event & { touches: unknown; changedTouches: unknown };
  event.touches = [{ clientX: x }];
  event.changedTouches = [{ clientX: x }];
  window.dispatchEvent(event);
}

describe('back swipe', () => {
  it('suppresses the fade for 500 ms after a swipe of more than 100 px', () => {
    const stop = watchBackSwipes();
    markBackSwipe(0);
    expect(backSwipedRecently(BACK_SWIPE_RESET_MS + 1)).toBe(false);
    touch('touchstart', 5);
    touch('touchend', 140);
    expect(backSwipedRecently()).toBe(true);
    expect(backSwipedRecently(Date.now() + BACK_SWIPE_RESET_MS)).toBe(false);
    stop();
  });

  it('ignores short swipes', () => {
    const stop = watchBackSwipes();
    markBackSwipe(0);
    touch('touchstart', 5);
    touch('touchend', 90);
    expect(backSwipedRecently()).toBe(false);
    stop();
  });
});
