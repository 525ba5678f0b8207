import { apiGet, apiPost } from '@lobby/shared';
import { MARK_READ_GAP_MS, spacedCalls } from '../../../utils/throttle';

export interface Notice {
  id: number;
  title: string;
  /** HTML from the operator: shown only sanitized. */
  content: string;
  startDate: string;
  read: boolean;
}

interface AnnouncementGroups {
  hot?: Notice[];
  player?: Notice[];
}

/**
 * The notice screen's list: the site announcements (type A, the home announcement bar's titles,
 * so its `index` points here) followed by the player notices (PL).
 */
export async function fetchNotices(language: string): Promise<Notice[]> {
  const groups = await apiGet<AnnouncementGroups>('/wps/announcements', {
    types: 'A,PL',
    language,
  });
  return [...(groups.hot ?? []), ...(groups.player ?? [])];
}

export const markNoticeRead = spacedCalls(
  (id: number): Promise<true> =>
    apiPost<true>(`/wps/announcements/${id}/read`, { read: true }, { silent: true }),
  MARK_READ_GAP_MS,
);
