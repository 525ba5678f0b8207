import type { UnreadAnnouncementsQuery } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

// Badges are a hint: their calls never toast (spec section 8: unread errors are silent). The
// inbox's count is @lobby/shared's fetchUnreadInbox, shared with the member's screens.

/** Unread agent notices (announcements of type A) in the reader's language. */
export async function fetchUnreadAgentNotices(language: string): Promise<number> {
  const query: UnreadAnnouncementsQuery = { types: 'A', language };
  return (await api.get('/wps/announcements/unread', { query }, { silent: true })).unread;
}
