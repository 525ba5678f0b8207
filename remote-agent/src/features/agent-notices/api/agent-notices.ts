import type { Announcement, AnnouncementGroups, MarkReadBody } from '@lobby/platform-api/contract';
import { apiGet, apiPost } from '@lobby/shared';

export type AgentNotice = Pick<Announcement, 'id' | 'title' | 'content' | 'startDate' | 'read'>;

/** The agent notices: announcements of type A (response group `hot`), in the server's order. */
export async function fetchAgentNotices(language: string): Promise<AgentNotice[]> {
  const groups = await apiGet<Pick<AnnouncementGroups, 'hot'>>('/wps/announcements', {
    types: 'A',
    language,
  });
  return groups.hot;
}

export const markAgentNoticeRead = (id: number) =>
  apiPost<true>(`/wps/announcements/${id}/read`, { read: true } satisfies MarkReadBody, {
    silent: true,
  });
