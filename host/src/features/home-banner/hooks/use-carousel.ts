import { useCallback, useEffect, useRef, useState } from 'react';
import { CAROUSEL_INTERVAL_MS, type FirstMove } from '../utils/carousel-moves';
import { loadBannerSwiper, type BannerSwiperComponent } from '../utils/load-banner-swiper';

/**
 * How long before the first timed move swiper's chunk is fetched: the move is then due at 5 s
 * (spec section 9) rather than at 5 s plus the fetch and evaluation on a slow phone.
 */
export const SWIPER_FETCH_LEAD_MS = 1500;

/**
 * The carousel before swiper: the first banner stands still and swiper (a chunk of its own) is
 * fetched only as the carousel first has to move: shortly before its 5 s timer, at a press on the
 * banner, the banner or a dot focused, a dot pressed. A single banner never moves, so it never
 * fetches swiper.
 * The timer does not run while the page is `held` (a dialog covers it) and starts its 5 s anew
 * when the page is uncovered, so the first banner is seen for its full time.
 */
export function useCarousel(count: number, held = false) {
  const movable = count > 1;
  const [requested, setRequested] = useState(false);
  const [LoadedSwiper, setLoadedSwiper] = useState<BannerSwiperComponent | null>(null);
  const firstMove = useRef<FirstMove | null>(null);

  const request = useCallback(
    (move?: FirstMove) => {
      if (!movable) return;
      if (move) firstMove.current = move;
      setRequested(true);
    },
    [movable],
  );

  useEffect(() => {
    if (!movable || requested || held) return;
    // a failed early fetch is asked again by the move itself, which reports it
    const early = setTimeout(
      () => void loadBannerSwiper().catch(() => undefined),
      CAROUSEL_INTERVAL_MS - SWIPER_FETCH_LEAD_MS,
    );
    const timer = setTimeout(() => request({ kind: 'next' }), CAROUSEL_INTERVAL_MS);
    return () => {
      clearTimeout(early);
      clearTimeout(timer);
    };
  }, [movable, requested, held, request]);

  useEffect(() => {
    if (!requested) return;
    let active = true;
    loadBannerSwiper().then(
      (component) => active && setLoadedSwiper(() => component),
      (error: unknown) => {
        // offline for a moment: the first banner stays, and the next timer or touch asks again
        console.warn('[host] banner carousel could not load', error);
        if (active) setRequested(false);
      },
    );
    return () => {
      active = false;
    };
  }, [requested]);

  /** The move asked for before swiper arrived, once (later asks replace earlier ones). */
  const takeFirstMove = useCallback(() => {
    const move = firstMove.current;
    firstMove.current = null;
    return move;
  }, []);

  return { LoadedSwiper: movable ? LoadedSwiper : null, request, takeFirstMove };
}
