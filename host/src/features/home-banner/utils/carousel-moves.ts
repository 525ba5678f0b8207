import type { HeldPress } from './held-press';

/**
 * What the carousel and its swiper chunk both know: the pace and the move asked for before swiper
 * arrived. A module of its own, so swiper's chunk (BannerSwiper, take-over) does not import the
 * hook that loads it (use-carousel → load-banner-swiper → BannerSwiper was an import cycle).
 */

/** Spec section 9: the carousel moves every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** What the carousel was asked to do before swiper had arrived; done once it has. */
export type FirstMove =
  { kind: 'next' } | { kind: 'slide'; index: number } | { kind: 'drag'; press: HeldPress };
