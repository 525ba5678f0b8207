import { apiGet } from '@lobby/shared';

// Badges are a hint: their calls never toast (spec section 8: unread errors are silent).

/** Unread notices of the notice screen's list (types A and PL) in the reader's language. */
export async function fetchUnreadNotices(language: string): Promise<number> {
  const answer = await apiGet<{ unread: number }>(
    '/wps/announcements/unread',
    { types: 'A,PL', language },
    { silent: true },
  );
  return answer.unread;
}

export async function fetchUnreadInbox(): Promise<number> {
  const answer = await apiGet<{ unread: number }>('/wps/inbox/unread', undefined, {
    silent: true,
  });
  return answer.unread;
}
