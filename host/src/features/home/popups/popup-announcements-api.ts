import { apiGet } from '@lobby/shared';

export interface PopupAnnouncement {
  id: number;
  title: string;
  /** The operator's HTML, not yet sanitized. */
  content: string;
}

/** The home login popups: announcements of type PU (response group `popup`), in server order. */
export async function fetchPopupAnnouncements(language: string): Promise<PopupAnnouncement[]> {
  const groups = await apiGet<{ popup?: unknown }>(
    '/wps/announcements',
    { types: 'PU', language },
    { silent: true },
  );
  const list: unknown[] = Array.isArray(groups?.popup) ? groups.popup : [];
  return list
    .filter(
      (item): item is PopupAnnouncement =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as PopupAnnouncement).id === 'number' &&
        typeof (item as PopupAnnouncement).title === 'string' &&
        typeof (item as PopupAnnouncement).content === 'string',
    )
    .map(({ id, title, content }) => ({ id, title, content }));
}
