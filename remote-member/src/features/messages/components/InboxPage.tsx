import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  ListSkeleton,
  NoData,
  RequestError,
  TOAST_DURATIONS,
  useGoBack,
  useIsFirstPage,
  useRefuseTrial,
  LoginRedirect,
} from '@lobby/shared';
import type { InboxMessage } from '@lobby/platform-api/contract';
import { useInbox } from '../hooks/use-inbox';
import { useReader } from '../hooks/use-reader';
import { MessageDisclosure } from './MessageDisclosure';
import { UnreadBadge } from './UnreadBadge';
import '../messages.css';

/**
 * /m/webEmail: the member's inbox. Opening a message marks it read. Visitors log in first;
 * trial users are refused (free_reject, 2 s) and sent back, as the server refuses them too.
 * Opened directly (nothing to go back to), the refusal shows on this screen for its 2 s before
 * going home: leaving at once showed it only while home was loading and opening its popups,
 * which people did not see.
 */
export function InboxPage() {
  const { t } = useTranslation('member');
  const reader = useReader();
  const inbox = useInbox(reader === 'member');
  const refuseTrial = useRefuseTrial();
  const goBack = useGoBack();
  const openedFirst = useIsFirstPage();
  const refused = reader === 'trial' || inbox.trialRefused;
  const refusedOnce = useRef(false);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    if (!refused) return;
    if (!refusedOnce.current) {
      refusedOnce.current = true;
      refuseTrial();
    }
    if (!openedFirst) {
      goBack();
      return;
    }
    const timer = window.setTimeout(goBack, TOAST_DURATIONS.guestRejection);
    return () => window.clearTimeout(timer);
  }, [refused, openedFirst, refuseTrial, goBack]);

  if (reader === 'visitor') return <LoginRedirect />;
  if (refused) {
    return (
      <div className="member-page member-page--list">
        <h1 className="member-page__title">{t('inbox.title')}</h1>
      </div>
    );
  }

  const toggle = (message: InboxMessage) => {
    const opening = open !== message.id;
    setOpen(opening ? message.id : null);
    if (opening) inbox.markRead(message);
  };

  function content() {
    const { state } = inbox;
    if (state.status === 'loading') return <ListSkeleton className="member-list-skeleton" sweep />;
    if (state.status === 'error') {
      return (
        <RequestError
          message={t('inbox.error')}
          onRetry={inbox.retry}
          className="member-state"
          retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
        />
      );
    }
    if (inbox.messages.length === 0) return <NoData message={t('inbox.empty')} />;
    return (
      <>
        <ul className="member-messages">
          {inbox.messages.map((message) => (
            <MessageDisclosure
              key={message.id}
              title={message.title}
              date={formatDate(message.createdAt)}
              content={message.content}
              expanded={open === message.id}
              unread={!inbox.isRead(message)}
              onToggle={() => toggle(message)}
            />
          ))}
        </ul>
        {inbox.more.failed ? (
          <p className="member-state__text" role="alert">
            {t('inbox.loadMoreError')}
          </p>
        ) : null}
        {inbox.hasMore ? (
          <button
            type="button"
            className="lb-btn lb-btn--ghost lb-btn--lg member-load-more"
            onClick={inbox.loadMore}
            disabled={inbox.more.loading}
          >
            {inbox.more.loading ? t('loading') : t('inbox.loadMore')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <div className="member-page member-page--list">
      <h1 className="member-page__title">
        {t('inbox.title')}
        <UnreadBadge count={inbox.unread} />
      </h1>
      {content()}
    </div>
  );
}
