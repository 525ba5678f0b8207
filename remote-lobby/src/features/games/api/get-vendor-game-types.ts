import type { VendorGameTypes } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export const VENDOR_GAME_TYPES_PATH = '/wps/game/vendorGameTypes';
/** typeId 1 = the mobile lobby */
export const VENDOR_GAME_TYPES_QUERY = { typeId: '1' };

/** Vendor categories in the server's order. */
export function getVendorGameTypes(): Promise<VendorGameTypes> {
  return api.get(VENDOR_GAME_TYPES_PATH, { query: VENDOR_GAME_TYPES_QUERY });
}
