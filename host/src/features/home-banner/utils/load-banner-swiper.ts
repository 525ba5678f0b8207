import type { ComponentType } from 'react';
import type { BannerSwiperProps } from '../components/BannerSwiper';

export type BannerSwiperComponent = ComponentType<BannerSwiperProps>;

let loading: Promise<BannerSwiperComponent> | null = null;

/**
 * swiper with its CSS, in a chunk of its own that home's first load does not include; fetched
 * once, and again on a later call if fetching it failed.
 */
export function loadBannerSwiper(): Promise<BannerSwiperComponent> {
  loading ??= import(/* webpackChunkName: "banner-swiper" */ '../components/BannerSwiper').then(
    (module) => module.BannerSwiper,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
