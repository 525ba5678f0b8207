import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUnreadInbox } from '@lobby/shared';
import { fetchUnreadNotices } from '../api/unread';
import type { Reader } from './use-reader';

export interface UnreadCounts {
  notices: number;
  inbox: number;
}

const NONE: UnreadCounts = { notices: 0, inbox: 0 };

/** The message center's badges, for members only; a failed count shows no badge. */
export function useUnreadCounts(reader: Reader): UnreadCounts {
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
    return () => {
      active = false;
    };
  }, [reader, language]);

  return reader === 'member' ? counts : NONE;
}
