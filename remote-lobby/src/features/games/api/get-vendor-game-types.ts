import type { VendorGameTypes } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

/** Vendor categories in the server's order (typeId 1 = the mobile lobby). */
export function getVendorGameTypes(): Promise<VendorGameTypes> {
  return apiGet<VendorGameTypes>('/wps/game/vendorGameTypes', { typeId: '1' });
}
