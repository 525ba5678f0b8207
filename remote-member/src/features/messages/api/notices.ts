import type { Announcement, AnnouncementGroups, MarkReadBody } from '@lobby/platform-api/contract';
import { apiGet, apiPost, spacedCalls } from '@lobby/shared';
import { MARK_READ_GAP_MS } from './call-limits';

/** A notice as the screen shows it; `content` is operator HTML, shown only sanitized. */
export type Notice = Pick<Announcement, 'id' | 'title' | 'content' | 'startDate' | 'read'>;

/**
 * The notice screen's list: the site announcements (type A, the home announcement bar's titles,
 * so its `index` points here) followed by the player notices (PL).
 */
export async function fetchNotices(language: string): Promise<Notice[]> {
  const groups = await apiGet<Pick<AnnouncementGroups, 'hot' | 'player'>>('/wps/announcements', {
    types: 'A,PL',
    language,
  });
  return [...groups.hot, ...groups.player];
}

export const markNoticeRead = spacedCalls(
  (id: number): Promise<true> =>
    apiPost<true>(`/wps/announcements/${id}/read`, { read: true } satisfies MarkReadBody, {
      silent: true,
    }),
  MARK_READ_GAP_MS,
);
