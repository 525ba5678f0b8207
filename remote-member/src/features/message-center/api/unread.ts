import { apiGet } from '@lobby/shared';
import { sharedWithin, UNREAD_WINDOW_MS } from '../../../utils/throttle';

// Badges are a hint: their calls never toast (spec section 8: unread errors are silent).

/** Unread notices of the notice screen's list (types A and PL) in the reader's language. */
export const fetchUnreadNotices = sharedWithin(async (language: string): Promise<number> => {
  const answer = await apiGet<{ unread: number }>(
    '/wps/announcements/unread',
    { types: 'A,PL', language },
    { silent: true },
  );
  return answer.unread;
}, UNREAD_WINDOW_MS);

export const fetchUnreadInbox = sharedWithin(async (): Promise<number> => {
  const answer = await apiGet<{ unread: number }>('/wps/inbox/unread', undefined, {
    silent: true,
  });
  return answer.unread;
}, UNREAD_WINDOW_MS);
