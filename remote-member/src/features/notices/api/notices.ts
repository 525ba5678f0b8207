import { apiGet, apiPost } from '@lobby/shared';

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

export function markNoticeRead(id: number): Promise<true> {
  return apiPost<true>(`/wps/announcements/${id}/read`, { read: true }, { silent: true });
}
