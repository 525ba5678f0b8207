import type { UnreadCount } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

/** Unread inbox messages, for the entry's badge; a badge is a hint, so the call never toasts. */
export async function fetchUnreadInbox(): Promise<number> {
  const answer = await apiGet<UnreadCount>('/wps/inbox/unread', undefined, { silent: true });
  return answer.unread;
}
