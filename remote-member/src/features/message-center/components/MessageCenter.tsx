import { useTranslation } from 'react-i18next';
import { paths, useSystemStatusStore, useWhitelabel } from '@lobby/shared';
import { PageTitleBar } from '../../../components/PageTitleBar';
import { useReader } from '../../../hooks/useReader';
import { useMessageActions } from '../hooks/useMessageActions';
import { useUnreadCounts } from '../hooks/useUnreadCounts';
import { MessageButtonRow, MessageLinkRow } from './MessageRow';
import '../../../app/member.css';
import '../../../app/messages.css';

/** /m/message: Telegram, announcements, inbox, live chat (CBS3), affiliate service. */
export function MessageCenter() {
  const { t } = useTranslation('member');
  const reader = useReader();
  const unread = useUnreadCounts(reader);
  const actions = useMessageActions(reader);
  const channels = useSystemStatusStore((state) => state.status?.info.customerService) ?? [];
  const liveChatOn = useWhitelabel('CBS3');
  const telegrams = channels.filter((channel) => channel.csType === 'TELEGRAM');
  const liveChat = liveChatOn ? channels.find((channel) => channel.csType === 'LIVECHAT') : null;

  return (
    <div className="member-page member-page--bare">
      <PageTitleBar title={t('messages.title')} backTo={paths.home} />
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
            note={reader === 'member' ? t('messages.newWindow') : undefined}
            onClick={() => actions.openLiveChat(liveChat.path)}
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
