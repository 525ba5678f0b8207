import type { CSSProperties } from 'react';

/** Spec section 9: the notice marquee moves 30 times a second, not at the screen's rate. */
export const MARQUEE_FPS = 30;
/** Time for the titles to cross the bar: 9 s a title, at least 12 s, so each can be read. */
const SECONDS_PER_TITLE = 9;
const MIN_SECONDS = 12;

/**
 * The marquee's animation timing for this many titles: a step every 1/30 s. Besides following
 * the spec, half the frames is half the compositing work of a bar that never stops moving.
 */
export function marqueeTiming(titleCount: number): CSSProperties {
  const seconds = Math.max(MIN_SECONDS, titleCount * SECONDS_PER_TITLE);
  return {
    animationDuration: `${seconds}s`,
    animationTimingFunction: `steps(${seconds * MARQUEE_FPS}, end)`,
  };
}
