import { useTranslation } from 'react-i18next';
import { PageTitleBar, paths, useSystemStatusStore, useWhitelabel } from '@lobby/shared';
import { useMessageActions } from '../hooks/use-message-actions';
import { useReader } from '../hooks/use-reader';
import { useUnreadCounts } from '../hooks/use-unread-counts';
import { MessageButtonRow, MessageLinkRow } from './MessageRow';
import '../messages.css';

/** /m/message: Telegram, announcements, inbox, live chat (CBS3), affiliate service. */
export function MessageCenter() {
  const { t } = useTranslation('member');
  const reader = useReader();
  const liveChatOn = useWhitelabel('CBS3');
  const unread = useUnreadCounts(reader, liveChatOn);
  const actions = useMessageActions(reader);
  const channels = useSystemStatusStore((state) => state.status?.info.customerService) ?? [];
  const telegrams = channels.filter((channel) => channel.csType === 'TELEGRAM');
  const liveChat = liveChatOn ? channels.find((channel) => channel.csType === 'LIVECHAT') : null;

  return (
    <div className="member-page member-page--bare">
      {/* Spec section 2: the message center's back goes to /m/home, not one step back. */}
      <PageTitleBar title={t('messages.title')} backTo={paths.home} className="member-title-bar" />
      <ul className="member-rows">
        {telegrams.map((channel) => (
          <MessageButtonRow
            key={`${channel.title}-${channel.path}`}
            icon="telegram"
            label={channel.title}
            hint={t('messages.telegramHint')}
            note={t('messages.newWindow')}
            onClick={() => actions.openTelegram(channel.path)}
          />
        ))}
        <MessageLinkRow
          to={paths.notice}
          icon="megaphone"
          label={t('messages.announcements')}
          hint={t('messages.announcementsHint')}
          unread={unread.notices}
        />
        <MessageLinkRow
          to={paths.webEmail}
          icon="inbox"
          label={t('messages.inbox')}
          hint={t('messages.inboxHint')}
          unread={unread.inbox}
          onClick={actions.guardInbox}
        />
        {liveChat ? (
          <MessageButtonRow
            icon="chat"
            label={t('messages.liveChat')}
            hint={t('messages.liveChatHint')}
            unread={unread.chat}
            onClick={actions.openLiveChat}
          />
        ) : null}
        <MessageButtonRow
          icon="affiliate"
          label={t('messages.affiliate')}
          hint={t('messages.affiliateHint')}
          onClick={actions.openAffiliate}
        />
      </ul>
    </div>
  );
}
