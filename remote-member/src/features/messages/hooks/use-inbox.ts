import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useRequest } from '@lobby/shared';
import type { InboxMessage } from '@lobby/platform-api/contract';
import { fetchInboxPage, markMessageRead } from '../api/inbox';

interface MorePages {
  list: InboxMessage[];
  pageNum: number;
  loading: boolean;
  failed: boolean;
}

const NO_MORE: MorePages = { list: [], pageNum: 1, loading: false, failed: false };

/**
 * The inbox: first page, "load more" pages after it, and read marks (local at once). The
 * platform's security notices come in the reader's language.
 */
export function useInbox(enabled: boolean) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { state, reload } = useRequest(
    () => (enabled ? fetchInboxPage(1, language) : Promise.resolve(null)),
    `inbox:${enabled}:${language}`,
  );
  const [more, setMore] = useState<MorePages>(NO_MORE);
  const [readNow, setReadNow] = useState<ReadonlySet<number>>(() => new Set());
  const sent = useRef(new Set<number>());
  const first = state.status === 'success' ? state.data : null;

  const messages = first ? [...first.list, ...more.list] : [];
  const pageNum = Math.max(first?.pageNum ?? 1, more.pageNum);
  const hasMore = first !== null && pageNum < first.totalPages;
  const isRead = (message: InboxMessage) => message.read || readNow.has(message.id);
  const unreadOnServer = first?.unread ?? 0;
  const readSinceLoad = messages.filter((m) => !m.read && readNow.has(m.id)).length;

  const loadMore = useCallback(() => {
    setMore((current) => ({ ...current, loading: true, failed: false }));
    fetchInboxPage(pageNum + 1, language).then(
      (page) =>
        setMore((current) => ({
          list: [
            ...current.list,
            ...page.list.filter((m) => !current.list.some((c) => c.id === m.id)),
          ],
          pageNum: page.pageNum,
          loading: false,
          failed: false,
        })),
      () => setMore((current) => ({ ...current, loading: false, failed: true })),
    );
  }, [pageNum, language]);

  const markRead = useCallback((message: InboxMessage) => {
    if (message.read || sent.current.has(message.id)) return;
    sent.current.add(message.id);
    setReadNow((ids) => new Set(ids).add(message.id));
    markMessageRead(message.id).catch(() => undefined);
  }, []);

  const retry = useCallback(() => {
    setMore(NO_MORE);
    reload();
  }, [reload]);

  return {
    state,
    messages,
    hasMore,
    more,
    unread: Math.max(0, unreadOnServer - readSinceLoad),
    trialRefused:
      state.status === 'error' && isApiError(state.error) && state.error.code === 'TRIAL_REJECTED',
    isRead,
    loadMore,
    markRead,
    retry,
  };
}
