import type { Announcement } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export type NoticeTitle = Pick<Announcement, 'id' | 'title'>;

/** Titles of the site announcements (type A, response group `hot`), in the server's order. */
export async function fetchNoticeTitles(language: string): Promise<NoticeTitle[]> {
  const groups = await api.get(
    '/wps/announcements',
    { query: { types: 'A', language } },
    { silent: true },
  );
  return groups.hot.map(({ id, title }) => ({ id, title }));
}
