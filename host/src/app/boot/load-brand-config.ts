import { BrandConfigError, parseBrandConfig, type BrandConfig } from '@lobby/shared';

export const BRAND_CONFIG_URL = '/brand-config.json';

/** Fetches and validates /brand-config.json; throws BrandConfigError naming what is wrong. */
export async function loadBrandConfig(url: string = BRAND_CONFIG_URL): Promise<BrandConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
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
