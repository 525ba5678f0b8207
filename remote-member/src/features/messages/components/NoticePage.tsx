import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDate, ListSkeleton, NoData, RequestError } from '@lobby/shared';
import type { Notice } from '../api/notices';
import { useNotices } from '../hooks/use-notices';
import { parseNoticeIndex } from '../utils/notice-index';
import { MessageDisclosure } from './MessageDisclosure';
import '../messages.css';

/**
 * /m/notice: the announcements; `?index=N` (from the home announcement bar) opens that one and
 * scrolls to it. Opening a notice marks it read (spec section 2).
 */
export function NoticePage() {
  const { t } = useTranslation('member');
  const [searchParams] = useSearchParams();
  const index = parseNoticeIndex(searchParams.get('index'));
  const { state, reload, isUnread, markRead } = useNotices();
  // Ids the reader opened or closed; the one the query names starts open.
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const target = state.status === 'success' && index !== null ? state.data[index] : undefined;
  const targetRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!target) return;
    markRead(target);
    targetRef.current?.scrollIntoView?.({ block: 'start' });
  }, [target, markRead]);

  const isExpanded = (notice: Notice) => toggled.get(notice.id) ?? notice === target;
  const toggle = (notice: Notice) => {
    const open = !isExpanded(notice);
    setToggled((current) => new Map(current).set(notice.id, open));
    if (open) markRead(notice);
  };

  function content() {
    if (state.status === 'loading') return <ListSkeleton className="member-list-skeleton" sweep />;
    if (state.status === 'error') {
      return (
        <RequestError
          message={t('notices.error')}
          onRetry={reload}
          className="member-state"
          retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
        />
      );
    }
    if (state.data.length === 0) return <NoData message={t('notices.empty')} />;
    return (
      <ul className="member-messages">
        {state.data.map((notice) => (
          <MessageDisclosure
            key={notice.id}
            ref={notice === target ? targetRef : undefined}
            title={notice.title}
            date={formatDate(notice.startDate)}
            content={notice.content}
            expanded={isExpanded(notice)}
            unread={isUnread(notice)}
            onToggle={() => toggle(notice)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="member-page member-page--list">
      <h1 className="member-page__title">{t('notices.title')}</h1>
      {content()}
    </div>
  );
}
