import type { Banner } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

let homeBanners: Promise<Banner[]> | null = null;
let loadedBanners: Banner[] | null = null;

/** Home carousel banners (group m_home); started early at boot so the LCP image comes sooner. */
export function fetchHomeBanners(): Promise<Banner[]> {
  homeBanners ??= api
    .get('/wps/banners', { query: { groupName: 'm_home' } }, { silent: true })
    .then((list) => {
      loadedBanners = list;
      return loadedBanners;
    })
    .catch((error: unknown) => {
      homeBanners = null;
      throw error;
    });
  return homeBanners;
}

/** The banners if they already arrived, so the first render can show the LCP image at once. */
export function peekHomeBanners(): Banner[] | null {
  return loadedBanners;
}
