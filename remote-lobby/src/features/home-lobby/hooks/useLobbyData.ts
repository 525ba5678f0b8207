import { useRequest } from '../../../hooks/useRequest';
import { getVendorGameTypes } from '../api/getVendorGameTypes';

export function useVendorGameTypes() {
  return useRequest(getVendorGameTypes, 'vendor-game-types');
}
