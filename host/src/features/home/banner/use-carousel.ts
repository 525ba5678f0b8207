import { useCallback, useEffect, useState } from 'react';

export const CAROUSEL_INTERVAL_MS = 5000;

/** Auto-advancing index that loops when there is more than one slide (spec section 9: 5000 ms). */
export function useCarousel(count: number, intervalMs: number = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused, index]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return { index: count ? Math.min(index, count - 1) : 0, goTo, setPaused };
}
