import { useEffect, useRef, useState } from 'react';
import { LAZY_ICON_MARGIN_PX } from '../utils/timing';

/** Shown when a game icon cannot be loaded (spec section 8: image failure falls back). */
export const FALLBACK_ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="14" fill="#1d2650"/><circle cx="48" cy="42" r="16" fill="none" stroke="#f2c14e" stroke-width="5"/><rect x="30" y="66" width="36" height="6" rx="3" fill="#f2c14e"/></svg>',
  );

interface GameIconProps {
  src: string;
  alt: string;
  className?: string;
}

/**
 * A game icon that loads only when within 100 px of the viewport, with a fallback image. Not the
 * browser's loading="lazy": it loads everything within ~1,250 px, the whole first screens of a
 * list, and every icon is a picture the page's main thread sets up (10-20 ms each measured on
 * home's start-up).
 */
export function GameIcon({ src, alt, className = 'gl-card__icon' }: GameIconProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_ICON_MARGIN_PX}px` },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <img
      ref={ref}
      className={className}
      src={failed ? FALLBACK_ICON : visible ? src : FALLBACK_ICON}
      data-loaded={visible && !failed ? 'true' : 'false'}
      alt={alt}
      width="96"
      height="96"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
