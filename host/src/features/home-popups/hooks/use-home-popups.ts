import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isExcludedOnThisDevice, sanitizeHtml, useSessionStore } from '@lobby/shared';
import { yieldToMain } from '@lobby/shared/yield-to-main';
import { fetchPopupAnnouncements } from '../api/popup-announcements-api';
import { popupHtml } from '../utils/popup-html';
import { markPopupsShown, popupsDue } from '../utils/popup-schedule';

export interface ReadyPopup {
  id: number;
  title: string;
  /** Sanitized, px converted to rem. */
  html: string;
}

/**
 * Popups with their HTML made safe. The sanitizer's first load, its start and each popup's
 * sanitizing run as tasks of their own: together they were one long task on a slow phone.
 */
async function loadPopups(language: string): Promise<ReadyPopup[]> {
  const list = await fetchPopupAnnouncements(language);
  if (list.length === 0) return [];
  await sanitizeHtml('');
  const ready: ReadyPopup[] = [];
  for (const { id, title, content } of list) {
    await yieldToMain();
    ready.push({ id, title, html: await popupHtml(content) });
  }
  return ready;
}

/**
 * The login popups of this home visit: null while loading, then the list (empty when they are
 * not due or there are none). Decided once per visit, for the viewer and language of its start;
 * popups about to show are remembered as shown.
 */
export function useHomePopups(): ReadyPopup[] | null {
  const { i18n } = useTranslation('common');
  const token = useSessionStore((state) => state.session?.token ?? null);
  const [visit] = useState(() => ({ token, language: i18n.language }));
  const [popups, setPopups] = useState<ReadyPopup[] | null>(null);

  useEffect(() => {
    // No marketing during a time-out or self-exclusion taken on this device (responsible gaming).
    if (!popupsDue(visit.token) || isExcludedOnThisDevice()) {
      setPopups([]);
      return;
    }
    let active = true;
    loadPopups(visit.language).then(
      (ready) => {
        if (!active) return;
        if (ready.length > 0 && visit.token) markPopupsShown(visit.token);
        setPopups(ready);
      },
      () => active && setPopups([]),
    );
    return () => {
      active = false;
    };
  }, [visit]);

  return popups;
}
