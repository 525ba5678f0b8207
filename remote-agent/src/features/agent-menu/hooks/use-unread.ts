import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUnreadInbox } from '@lobby/shared';
import { fetchUnreadAgentNotices } from '../api/unread';

/** The inbox's and the agent notices' unread counts; 0 until known or when a call fails. */
export function useUnreadCounts() {
  const { i18n } = useTranslation();
  const [counts, setCounts] = useState({ inbox: 0, notices: 0 });
  useEffect(() => {
    let current = true;
    const quiet = (load: Promise<number>) => load.catch(() => 0);
    void Promise.all([
      quiet(fetchUnreadInbox()),
      quiet(fetchUnreadAgentNotices(i18n.language)),
    ]).then(([inbox, notices]) => {
      if (current) setCounts({ inbox, notices });
    });
    return () => {
      current = false;
    };
  }, [i18n.language]);
  return counts;
}
