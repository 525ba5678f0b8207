import { fetchUnreadInbox, useRequest } from '@lobby/shared';

/** The inbox badge's count; 0 while loading or when the call fails (errors are silent). */
export function useInboxUnread(): number {
  const { state } = useRequest(fetchUnreadInbox, 'inbox-unread');
  return state.status === 'success' ? state.data : 0;
}
