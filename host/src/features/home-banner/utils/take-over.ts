import type { Swiper as SwiperInstance } from 'swiper/types';
import { replayPress } from './replay-press';
import type { FirstMove } from './carousel-moves';

/**
 * How long swiper waits for its first picture before it takes over anyway. The static slide
 * already shows that picture, but once the service worker controls the page (clientsClaim on a
 * first visit) Chrome does not reuse the page's copy for swiper's <img>: it asks the worker,
 * which on a busy phone (or while it is still installing) can take seconds. Waiting without a
 * bound held back the first move until autoplay's own 5 s, about 10 s after the page opened.
 */
export const PICTURE_WAIT_MS = 600;

function firstPictureDecoded(swiper: SwiperInstance): Promise<unknown> {
  const picture = swiper.slides[swiper.activeIndex]?.querySelector('img');
  if (!picture || typeof picture.decode !== 'function') return Promise.resolve();
  return Promise.race([
    picture.decode().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS)),
  ]);
}

function makeFirstMove(swiper: SwiperInstance, move: FirstMove | null) {
  if (move?.kind === 'next') swiper.slideNext();
  else if (move?.kind === 'slide') swiper.slideToLoop(move.index);
  else if (move?.kind === 'drag') replayPress(move.press, swiper.slides[swiper.activeIndex]);
}

/**
 * Swiper replaces the static first slide (`onReady`) once its own first picture is decoded, so
 * nothing flashes, and makes the move asked for while it was on its way. A mouse press still
 * held is most likely a click on the banner: swiper waits until it has landed on the static
 * slide. A finger or pen still down is handed to swiper, which follows the rest of the swipe.
 */
export function takeOverWhenReady(
  swiper: SwiperInstance,
  takeFirstMove: () => FirstMove | null,
  onReady: (swiper: SwiperInstance) => void,
) {
  const finish = (move: FirstMove | null) => {
    if (swiper.destroyed) return;
    onReady(swiper);
    makeFirstMove(swiper, move);
  };
  void firstPictureDecoded(swiper).then(() => {
    const move = takeFirstMove();
    if (move?.kind !== 'drag' || move.press.event.pointerType !== 'mouse' || !move.press.release())
      return finish(move);
    const released = new AbortController();
    const afterClick = () => {
      released.abort();
      // the click, if any, is dispatched right after this pointerup
      setTimeout(() => finish(takeFirstMove()));
    };
    window.addEventListener('pointerup', afterClick, { signal: released.signal });
    window.addEventListener('pointercancel', afterClick, { signal: released.signal });
  });
}
