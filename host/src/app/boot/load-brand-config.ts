import {
  BrandConfigError,
  parseBrandConfig,
  takeEarlyResponse,
  type BrandConfig,
} from '@lobby/shared';

export const BRAND_CONFIG_URL = '/brand-config.json';

/**
 * Fetches (or takes the page's early request of) /brand-config.json and validates it; throws
 * BrandConfigError naming what is wrong.
 */
export async function loadBrandConfig(url: string = BRAND_CONFIG_URL): Promise<BrandConfig> {
  let response: Response;
  try {
    response = await (takeEarlyResponse(url) ??
      fetch(url, { cache: 'no-cache', credentials: 'same-origin' }));
  } catch (error) {
    throw new BrandConfigError([`${url} could not be fetched (${String(error)})`]);
  }
  if (!response.ok) throw new BrandConfigError([`${url} answered HTTP ${response.status}`]);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new BrandConfigError([`${url} is not valid JSON`]);
  }
  return parseBrandConfig(raw);
}
