import type { RealityCheck } from '@lobby/platform-api/contract';
import { apiGet, apiPost } from '@lobby/shared';

/** GET /wps/rg/reality-check: whether a reality check is due, with the session's figures. */
export function fetchRealityCheck(): Promise<RealityCheck> {
  return apiGet<RealityCheck>('/wps/rg/reality-check', undefined, { silent: true });
}

/** POST /wps/rg/reality-check: the member answered; the next one is an interval away. */
export function acknowledgeRealityCheck(): Promise<RealityCheck> {
  return apiPost<RealityCheck>('/wps/rg/reality-check', {}, { silent: true });
}
