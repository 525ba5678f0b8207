import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { BannerDots } from './BannerDots';
import { BannerSlide } from './BannerSlide';
import { holdPress } from '../utils/held-press';
import { useCarousel } from '../hooks/use-carousel';
import { useHomeBanners } from '../hooks/use-home-banners';
import { usePageCovered } from '../hooks/use-page-covered';

/**
 * Home top banner in a fixed 5:2 box (no layout shift). It first paints the first banner alone,
 * as index.html already did (the LCP image); swiper arrives in a chunk of its own when the
 * carousel first has to move, mounts beneath that static slide and replaces it once it shows
 * the same picture. From then on swiper loops, auto-advances and follows the finger. It holds
 * still while a dialog covers the page (a home popup, the side menu): nobody sees it move then,
 * and the banner on screen when the dialog closes gets its full 5 s.
 */
export function BannerCarousel() {
  const { t } = useTranslation('common');
  const banners = useHomeBanners();
  const count = banners.length;
  const covered = usePageCovered();
  const { LoadedSwiper, request, takeFirstMove } = useCarousel(count, covered);
  const [readySwiper, setReadySwiper] = useState<SwiperInstance | null>(null);
  const [current, setCurrent] = useState(0);
  // swiper goes away if the banners turn out to be a single one
  const swiper = LoadedSwiper && readySwiper && !readySwiper.destroyed ? readySwiper : null;
  const first = banners[0];
  const track = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const focusAfterTakeOver = useRef(false);

  const takeOver = (instance: SwiperInstance) => {
    focusAfterTakeOver.current = track.current?.contains(document.activeElement) ?? false;
    setReadySwiper(instance);
  };

  useEffect(() => {
    if (!swiper) return;
    if (covered) swiper.autoplay.stop();
    // keyboard focus inside keeps it paused (onFocus below) until focus leaves
    else if (!section.current?.querySelector(':focus-visible')) swiper.autoplay.start();
  }, [swiper, covered]);

  useEffect(() => {
    // the static slide had keyboard focus: it goes on to the slide swiper shows
    if (!swiper || !focusAfterTakeOver.current) return;
    focusAfterTakeOver.current = false;
    swiper.slides[swiper.activeIndex]?.querySelector('button')?.focus({ preventScroll: true });
  }, [swiper]);

  const select = (index: number) => {
    if (swiper) swiper.slideToLoop(index);
    else request({ kind: 'slide', index });
  };

  return (
    <section
      ref={section}
      className="host-banner"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      // Rotation pauses while keyboard focus is inside, so a keyboard or screen-reader user is
      // not moved on mid-read (WCAG 2.2.2); a tap or click leaves autoplay running.
      onFocus={(event) => {
        if (swiper && event.target.matches(':focus-visible')) swiper.autoplay.stop();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (swiper && !covered && !(next instanceof Node && event.currentTarget.contains(next)))
          swiper.autoplay.start();
      }}
    >
      {LoadedSwiper ? (
        <LoadedSwiper
          banners={banners}
          current={current}
          covered={!swiper}
          takeFirstMove={takeFirstMove}
          onReady={takeOver}
          onSlideChange={setCurrent}
        />
      ) : null}
      {swiper ? null : (
        <div
          ref={track}
          className={`host-banner__track${LoadedSwiper ? ' is-covering' : ''}`}
          onFocus={() => request()}
          onPointerDown={(event) => {
            if (count < 2) return;
            if (event.button === 0) request({ kind: 'drag', press: holdPress(event.nativeEvent) });
            else request();
          }}
        >
          {first ? <BannerSlide banner={first} position={0} count={count} shown /> : null}
        </div>
      )}
      {count > 1 ? (
        <BannerDots
          count={count}
          current={current}
          onSelect={select}
          onApproach={() => request()}
        />
      ) : null}
    </section>
  );
}
