import { useRequest } from '@lobby/shared';
import { getVendorGameTypes } from '../api/getVendorGameTypes';

export function useVendorGameTypes() {
  return useRequest(getVendorGameTypes, 'vendor-game-types');
}
