import type { Announcement } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

/** What a login popup shows; `content` is the operator's HTML, not yet sanitized. */
export type PopupAnnouncement = Pick<Announcement, 'id' | 'title' | 'content'>;

/** The home login popups: announcements of type PU (response group `popup`), in server order. */
export async function fetchPopupAnnouncements(language: string): Promise<PopupAnnouncement[]> {
  const groups = await api.get(
    '/wps/announcements',
    { query: { types: 'PU', language } },
    { silent: true },
  );
  return groups.popup.map(({ id, title, content }) => ({ id, title, content }));
}
