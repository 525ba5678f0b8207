import { useEffect, useRef, type ReactNode } from 'react';
import { backSwipedRecently, watchBackSwipes } from '../utils/back-swipe';

/** Fades each new page in over 300 ms, except right after a back swipe. */
export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const firstRender = useRef(true);
  useEffect(() => watchBackSwipes(), []);
  const animate = !firstRender.current && !backSwipedRecently();
  useEffect(() => {
    firstRender.current = false;
  }, []);
  return (
    <div
      key={pageKey}
      className={`host-page${animate ? ' host-page--fade' : ''}`}
      data-testid="page"
    >
      {children}
    </div>
  );
}
