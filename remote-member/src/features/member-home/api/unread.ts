import { api } from '@lobby/shared';

/** Unread inbox messages, for the entry's badge; a badge is a hint, so the call never toasts. */
export async function fetchUnreadInbox(): Promise<number> {
  const answer = await api.get('/wps/inbox/unread', {}, { silent: true });
  return answer.unread;
}
