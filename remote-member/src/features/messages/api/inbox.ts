import type { InboxPage, InboxQuery, MarkReadBody } from '@lobby/platform-api/contract';
import { api, spacedCalls } from '@lobby/shared';
import { MARK_READ_GAP_MS } from './call-limits';

export const INBOX_PAGE_SIZE = 20;

/** A page of the inbox; `language` is the one the platform's own notices are written in. */
export function fetchInboxPage(pageNo: number, language: string): Promise<InboxPage> {
  const query: Pick<InboxQuery, 'pageNo' | 'pageSize' | 'language'> = {
    pageNo: String(pageNo),
    pageSize: String(INBOX_PAGE_SIZE),
    language,
  };
  return api.get('/wps/inbox', { query });
}

export const markMessageRead = spacedCalls(
  (id: number): Promise<true> =>
    api.post(
      '/wps/inbox/:id/read',
      { params: { id }, body: { read: true } satisfies MarkReadBody },
      { silent: true },
    ),
  MARK_READ_GAP_MS,
);
