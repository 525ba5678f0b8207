import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@lobby/shared';
import { fetchNotices, markNoticeRead, type Notice } from '../api/notices';
import { useReader } from './use-reader';

/**
 * The notices in the reader's language (fetched again when it changes) and their read marks.
 * Marking is local at once, then told to the server; only members are marked (spec section 4).
 */
export function useNotices() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { state, reload } = useRequest(() => fetchNotices(language), `notices:${language}`);
  const marksRead = useReader() === 'member';
  const [readNow, setReadNow] = useState<ReadonlySet<number>>(() => new Set());
  // Sent marks, so two quick opens of one notice tell the server once.
  const sent = useRef(new Set<number>());

  const isUnread = useCallback(
    (notice: Notice) => marksRead && !notice.read && !readNow.has(notice.id),
    [marksRead, readNow],
  );

  const markRead = useCallback(
    (notice: Notice) => {
      if (!marksRead || notice.read || sent.current.has(notice.id)) return;
      sent.current.add(notice.id);
      setReadNow((ids) => new Set(ids).add(notice.id));
      // A failed mark only means it shows as new again next time.
      markNoticeRead(notice.id).catch(() => undefined);
    },
    [marksRead],
  );

  return { state, reload, isUnread, markRead };
}
