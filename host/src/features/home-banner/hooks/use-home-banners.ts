import { useEffect, useState } from 'react';
import type { Banner } from '@lobby/platform-api/contract';
import { fetchHomeBanners, peekHomeBanners } from '../api/banners-api';

/** Home's banners: at once if boot already fetched them (the LCP image), else when they arrive. */
export function useHomeBanners(): Banner[] {
  const [banners, setBanners] = useState<Banner[]>(() => peekHomeBanners() ?? []);

  useEffect(() => {
    let active = true;
    fetchHomeBanners().then(
      (list) => active && setBanners(list),
      () => active && setBanners([]),
    );
    return () => {
      active = false;
    };
  }, []);

  return banners;
}
