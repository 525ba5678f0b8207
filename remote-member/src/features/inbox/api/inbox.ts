import { apiGet, apiPost } from '@lobby/shared';
import { MARK_READ_GAP_MS, spacedCalls } from '../../../utils/throttle';

export interface InboxMessage {
  id: number;
  title: string;
  /** HTML from the operator: shown only sanitized. */
  content: string;
  createdAt: string;
  read: boolean;
}

export interface InboxPage {
  list: InboxMessage[];
  pageNum: number;
  totalPages: number;
  unread: number;
}

export const INBOX_PAGE_SIZE = 20;

export function fetchInboxPage(pageNo: number): Promise<InboxPage> {
  return apiGet<InboxPage>('/wps/inbox', { pageNo, pageSize: INBOX_PAGE_SIZE });
}

export const markMessageRead = spacedCalls(
  (id: number): Promise<true> =>
    apiPost<true>(`/wps/inbox/${id}/read`, { read: true }, { silent: true }),
  MARK_READ_GAP_MS,
);
