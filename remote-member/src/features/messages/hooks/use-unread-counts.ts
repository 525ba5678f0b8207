import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUnreadInbox } from '@lobby/shared';
import { fetchUnreadChat, fetchUnreadNotices } from '../api/unread';
import type { Reader } from './use-reader';

export interface UnreadCounts {
  notices: number;
  inbox: number;
  /** Support's answers the member has not read (live chat, only when CBS3 is on). */
  chat: number;
}

const NONE: UnreadCounts = { notices: 0, inbox: 0, chat: 0 };

/** How often the live-chat badge is asked again while the message center is open. */
export const CHAT_UNREAD_REFRESH_MS = 15_000;

/**
 * The message center's badges, for members only; a failed count shows no badge. The chat's
 * count is asked again every CHAT_UNREAD_REFRESH_MS while the screen is visible, so an answer
 * shows without reloading.
 */
export function useUnreadCounts(reader: Reader, liveChat = false): UnreadCounts {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [counts, setCounts] = useState<UnreadCounts>(NONE);

  useEffect(() => {
    if (reader !== 'member') return;
    let active = true;
    const settle = (key: keyof UnreadCounts) => (count: number) => {
      if (active) setCounts((current) => ({ ...current, [key]: count }));
    };
    fetchUnreadNotices(language).then(settle('notices'), () => undefined);
    fetchUnreadInbox().then(settle('inbox'), () => undefined);
    const askChat = () => {
      if (document.visibilityState === 'visible')
        fetchUnreadChat().then(settle('chat'), () => undefined);
    };
    if (liveChat) askChat();
    const timer = liveChat ? window.setInterval(askChat, CHAT_UNREAD_REFRESH_MS) : undefined;
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [reader, language, liveChat]);

  return reader === 'member' ? counts : NONE;
}
