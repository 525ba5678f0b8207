import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { A11yOptions, AutoplayOptions, Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import type { Banner } from '@lobby/platform-api/contract';
import { BannerSlide } from './BannerSlide';
import { takeOverWhenReady } from '../utils/take-over';
import { CAROUSEL_INTERVAL_MS, type FirstMove } from '../utils/carousel-moves';

export interface BannerSwiperProps {
  banners: Banner[];
  /** Real index of the slide on screen (the parent follows swiper's realIndex). */
  current: number;
  /** Still under the static first slide: kept out of reach until it takes over. */
  covered: boolean;
  /** The move asked for while swiper was on its way, made as it takes over. */
  takeFirstMove: () => FirstMove | null;
  /** Swiper is set up and its first banner's picture is decoded: it can replace the static slide. */
  onReady: (swiper: SwiperInstance) => void;
  onSlideChange: (realIndex: number) => void;
}

const MODULES = [Autoplay, A11y];
// waits 5 s on each slide; a touch or a dot pauses it and it carries on afterwards
const AUTOPLAY: AutoplayOptions = { delay: CAROUSEL_INTERVAL_MS, disableOnInteraction: false };
// Our slides are labelled buttons with aria-roledescription 'slide' and the dots say which is
// current, so swiper adds no role or label of its own to the slide boxes. It keeps its live
// region on the wrapper: off while the slides rotate by themselves.
const A11Y: A11yOptions = { slideRole: '', slideLabelMessage: '', scrollOnFocus: false };

/** The banners in swiper: seamless loop, autoplay, a slide that follows the finger. */
export function BannerSwiper({
  banners,
  current,
  covered,
  takeFirstMove,
  onReady,
  onSlideChange,
}: BannerSwiperProps) {
  return (
    <Swiper
      className="host-banner__swiper"
      modules={MODULES}
      loop={banners.length > 1}
      autoplay={AUTOPLAY}
      a11y={A11Y}
      lazyPreloadPrevNext={1}
      inert={covered}
      onSwiper={(swiper) => takeOverWhenReady(swiper, takeFirstMove, onReady)}
      onRealIndexChange={(swiper) => onSlideChange(swiper.realIndex)}
    >
      {banners.map((banner, position) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide
            banner={banner}
            position={position}
            count={banners.length}
            shown={!covered && position === current}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
