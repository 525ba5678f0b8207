import { apiGet } from '@lobby/shared';

export interface NoticeTitle {
  id: number;
  title: string;
}

/** Titles of the site announcements (type A, response group `hot`), in the server's order. */
export async function fetchNoticeTitles(language: string): Promise<NoticeTitle[]> {
  const groups = await apiGet<{ hot?: unknown }>(
    '/wps/announcements',
    { types: 'A', language },
    { silent: true },
  );
  const list = Array.isArray(groups?.hot) ? groups.hot : [];
  return list
    .filter(
      (item): item is NoticeTitle =>
        typeof item?.id === 'number' && typeof item?.title === 'string',
    )
    .map(({ id, title }) => ({ id, title }));
}
