import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** Height kept for the block until it renders, so nothing below it moves. */
  minHeight: string;
  children: ReactNode;
}

/**
 * Renders its children once the block comes within 200 px of the viewport. Home's blocks
 * below the fold (jackpot, winners) then cost the first load nothing: no remote chunk, no
 * data, no timers until the visitor scrolls towards them.
 */
export function NearViewport({ minHeight, children }: Props) {
  const reserved = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = reserved.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return <>{children}</>;
  return <div ref={reserved} style={{ minHeight }} aria-hidden="true" />;
}
