import type {
  RgExclusion,
  RgExclusionBody,
  RgLimitBody,
  RgSessionBody,
  RgState,
} from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export function fetchRgState(): Promise<RgState> {
  return api.get('/wps/rg');
}

export function saveLimit(body: RgLimitBody): Promise<RgState> {
  return api.put('/wps/rg/limits', { body });
}

export function saveSessionChoices(body: RgSessionBody): Promise<RgState> {
  return api.put('/wps/rg/session', { body });
}

/** Starts a time-out or self-exclusion; every session of the member ends on the platform. */
export function startExclusion(body: RgExclusionBody): Promise<RgExclusion> {
  return api.post('/wps/rg/exclusion', { body });
}
