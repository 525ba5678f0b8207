import type { Announcement, MarkReadBody } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export type AgentNotice = Pick<Announcement, 'id' | 'title' | 'content' | 'startDate' | 'read'>;

/** The agent notices: announcements of type A (response group `hot`), in the server's order. */
export async function fetchAgentNotices(language: string): Promise<AgentNotice[]> {
  const groups = await api.get('/wps/announcements', {
    query: {
      types: 'A',
      language,
    },
  });
  return groups.hot;
}

export const markAgentNoticeRead = (id: number) =>
  api.post(
    '/wps/announcements/:id/read',
    { params: { id }, body: { read: true } satisfies MarkReadBody },
    {
      silent: true,
    },
  );
