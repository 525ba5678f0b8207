import type {
  RgExclusion,
  RgExclusionBody,
  RgLimitBody,
  RgSessionBody,
  RgState,
} from '@lobby/platform-api/contract';
import { apiGet, apiPost, apiPut } from '@lobby/shared';

export function fetchRgState(): Promise<RgState> {
  return apiGet<RgState>('/wps/rg');
}

export function saveLimit(body: RgLimitBody): Promise<RgState> {
  return apiPut<RgState>('/wps/rg/limits', body);
}

export function saveSessionChoices(body: RgSessionBody): Promise<RgState> {
  return apiPut<RgState>('/wps/rg/session', body);
}

/** Starts a time-out or self-exclusion; every session of the member ends on the platform. */
export function startExclusion(body: RgExclusionBody): Promise<RgExclusion> {
  return apiPost<RgExclusion>('/wps/rg/exclusion', body);
}
