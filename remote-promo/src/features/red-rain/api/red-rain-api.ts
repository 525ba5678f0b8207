import type {
  RedRainGrab,
  RedRainGrabBody,
  RedRainGrabPage,
  RedRainState,
} from '@lobby/platform-api/contract';
import { apiGet, apiPost } from '@lobby/shared';

export const getRedRainState = () => apiGet<RedRainState>('/wps/red-rain');

/** The platform decides the amount; the screen only says which round it grabs in. */
export const grabEnvelope = (roundId: number) =>
  apiPost<RedRainGrab>('/wps/red-rain/grab', { roundId } satisfies RedRainGrabBody);

export const GRABS_PAGE_SIZE = 20;
export const getGrabHistory = (pageNo = 1) =>
  apiGet<RedRainGrabPage>('/wps/red-rain/grabs', { pageNo, pageSize: GRABS_PAGE_SIZE });
