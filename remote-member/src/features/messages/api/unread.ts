import type { UnreadAnnouncementsQuery } from '@lobby/platform-api/contract';
import { api, sharedWithin, UNREAD_WINDOW_MS } from '@lobby/shared';

// Badges are a hint: their calls never toast (spec section 8: unread errors are silent). The
// inbox's count is @lobby/shared's fetchUnreadInbox, shared with the member home and the agent.

/** Unread notices of the notice screen's list (types A and PL) in the reader's language. */
export const fetchUnreadNotices = sharedWithin(async (language: string): Promise<number> => {
  const query: UnreadAnnouncementsQuery = { types: 'A,PL', language };
  const answer = await api.get('/wps/announcements/unread', { query }, { silent: true });
  return answer.unread;
}, UNREAD_WINDOW_MS);

/** Support's unread answers in all of the member's chat conversations (the spec's totalUnreadCount). */
export const fetchUnreadChat = sharedWithin(async (): Promise<number> => {
  const answer = await api.get('/wps/chat/unread', {}, { silent: true });
  return answer.totalUnreadCount;
}, UNREAD_WINDOW_MS);
