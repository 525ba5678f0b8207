import type { Announcement, MarkReadBody } from '@lobby/platform-api/contract';
import { api, spacedCalls } from '@lobby/shared';
import { MARK_READ_GAP_MS } from './call-limits';

/** A notice as the screen shows it; `content` is operator HTML, shown only sanitized. */
export type Notice = Pick<Announcement, 'id' | 'title' | 'content' | 'startDate' | 'read'>;

/**
 * The notice screen's list: the site announcements (type A, the home announcement bar's titles,
 * so its `index` points here) followed by the player notices (PL).
 */
export async function fetchNotices(language: string): Promise<Notice[]> {
  const groups = await api.get('/wps/announcements', {
    query: {
      types: 'A,PL',
      language,
    },
  });
  return [...groups.hot, ...groups.player];
}

export const markNoticeRead = spacedCalls(
  (id: number): Promise<true> =>
    api.post(
      '/wps/announcements/:id/read',
      { params: { id }, body: { read: true } satisfies MarkReadBody },
      {
        silent: true,
      },
    ),
  MARK_READ_GAP_MS,
);
