import { useRequest } from '@lobby/shared';
import { getVendorGameTypes } from '../api/get-vendor-game-types';

export function useVendorGameTypes() {
  return useRequest(getVendorGameTypes, 'vendor-game-types');
}
