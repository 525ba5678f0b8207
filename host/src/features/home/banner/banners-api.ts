import { apiGet } from '@lobby/shared';

export interface Banner {
  id: number;
  groupName: string;
  url: string;
  link: string | null;
  width: number;
  height: number;
}

function isBanner(value: unknown): value is Banner {
  const v = value as Banner;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'number' &&
    typeof v.url === 'string' &&
    v.url !== ''
  );
}

let homeBanners: Promise<Banner[]> | null = null;
let loadedBanners: Banner[] | null = null;

/** Home carousel banners (group m_home); started early at boot so the LCP image comes sooner. */
export function fetchHomeBanners(): Promise<Banner[]> {
  homeBanners ??= apiGet<unknown>('/wps/banners', { groupName: 'm_home' }, { silent: true })
    .then((list) => {
      loadedBanners = Array.isArray(list) ? list.filter(isBanner) : [];
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
