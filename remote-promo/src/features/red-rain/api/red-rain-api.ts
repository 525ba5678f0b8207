import type { RedRainGrabBody } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export const getRedRainState = () => api.get('/wps/red-rain');

/** The platform decides the amount; the screen only says which round it grabs in. */
export const grabEnvelope = (roundId: number) =>
  api.post('/wps/red-rain/grab', { body: { roundId } satisfies RedRainGrabBody });

export const GRABS_PAGE_SIZE = 20;
export const getGrabHistory = (pageNo = 1) =>
  api.get('/wps/red-rain/grabs', { query: { pageNo, pageSize: GRABS_PAGE_SIZE } });
