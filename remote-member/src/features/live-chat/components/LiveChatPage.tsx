import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  ListSkeleton,
  LoginRedirect,
  PageTitleBar,
  paths,
  RequestError,
  isTrialType,
  useOpenLiveChat,
  useRefuseTrial,
  useSessionStore,
} from '@lobby/shared';
import { useLiveChat } from '../hooks/use-live-chat';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import '../live-chat.css';

/** The launch's way back, if it is a path of this app; else home (as the server decides too). */
export function safeBackUrl(value: string | null): string {
  if (!value || !/^\/m(\/|\?|$)/.test(value) || value.includes('//') || value.includes('\\'))
    return paths.home;
  return value;
}

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/**
 * /m/liveChat?ticket=…&backUrl=…&title=…&headerColor=…: the platform's customer-service chat,
 * opened by the chat launch (spec section 7). Without a ticket a member gets a fresh one (a
 * bookmarked or expired link); visitors log in; trial users are refused (free_reject).
 */
export function LiveChatPage() {
  const { t } = useTranslation('member');
  const [search] = useSearchParams();
  const session = useSessionStore((state) => state.session);
  const reader = !session ? 'visitor' : isTrialType(session.type) ? 'trial' : 'member';
  const ticket = search.get('ticket');
  const backUrl = safeBackUrl(search.get('backUrl'));
  const title = search.get('title')?.trim() || t('liveChat.title');
  const color = search.get('headerColor');

  const header = (
    <div
      className="live-chat__header"
      style={color && HEX_COLOR.test(color) ? { borderBottomColor: color } : undefined}
    >
      <PageTitleBar title={title} backTo={backUrl} className="member-title-bar" />
    </div>
  );

  if (reader === 'visitor') return <LoginRedirect />;
  return (
    <div className="member-page member-page--bare live-chat">
      {header}
      {reader === 'trial' ? (
        <TrialRefusal />
      ) : ticket ? (
        <Conversation ticket={ticket} backUrl={backUrl} />
      ) : (
        <Relaunch backUrl={backUrl} />
      )}
    </div>
  );
}

function TrialRefusal() {
  const refuseTrial = useRefuseTrial();
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    refuseTrial();
  }, [refuseTrial]);
  return null;
}

/** No ticket in the URL: ask for one, as the customer-service entry does. */
function Relaunch({ backUrl }: { backUrl: string }) {
  const openChat = useOpenLiveChat();
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    openChat({ backUrl });
  }, [openChat, backUrl]);
  return <ListSkeleton className="member-list-skeleton" sweep />;
}

function Conversation({ ticket, backUrl }: { ticket: string; backUrl: string }) {
  const { t } = useTranslation(['member', 'common']);
  const chat = useLiveChat(ticket);
  const openChat = useOpenLiveChat();

  if (chat.phase === 'loading') return <ListSkeleton className="member-list-skeleton" sweep />;
  if (chat.phase === 'error') {
    return (
      <RequestError
        message={t('member:liveChat.error')}
        onRetry={chat.retry}
        className="member-state"
        retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
      />
    );
  }
  if (chat.phase === 'expired') {
    return (
      <div className="member-state">
        <p className="member-state__text" role="alert">
          {t('common:errors.chat_ticket_invalid')}
        </p>
        <button
          type="button"
          className="lb-btn lb-btn--primary lb-btn--lg"
          onClick={() => openChat({ backUrl })}
        >
          {t('member:liveChat.openAgain')}
        </button>
      </div>
    );
  }
  return (
    <>
      {chat.messages.length === 0 ? (
        <p className="live-chat__empty">{t('member:liveChat.empty')}</p>
      ) : null}
      <ChatMessages messages={chat.messages} />
      <ChatComposer onSend={chat.send} />
    </>
  );
}
