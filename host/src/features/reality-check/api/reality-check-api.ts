import type { RealityCheck } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

/** GET /wps/rg/reality-check: whether a reality check is due, with the session's figures. */
export function fetchRealityCheck(): Promise<RealityCheck> {
  return api.get('/wps/rg/reality-check', {}, { silent: true });
}

/** POST /wps/rg/reality-check: the member answered; the next one is an interval away. */
export function acknowledgeRealityCheck(): Promise<RealityCheck> {
  return api.post('/wps/rg/reality-check', { body: {} }, { silent: true });
}
