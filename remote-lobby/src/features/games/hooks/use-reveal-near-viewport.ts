import { useEffect, useRef, useState } from 'react';

/**
 * How many items of a long list to render: the first `first` at once, all of them once a marker
 * placed after the list comes within `margin` of the viewport. Home's hot list (60 games, each
 * an image with a shadow) then builds and paints only its first rows while the page loads —
 * a long task less on a slow phone — and the rest before the player scrolls to them.
 */
export function useRevealNearViewport(total: number, first: number, margin = '300px') {
  const marker = useRef<HTMLDivElement>(null);
  // without IntersectionObserver (old browsers, jsdom) everything renders at once
  const [all, setAll] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = marker.current;
    if (all || !element || total <= first) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setAll(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [all, total, first, margin]);

  return { shown: all ? total : Math.min(total, first), marker };
}
