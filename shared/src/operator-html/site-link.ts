import type { MouseEvent } from 'react';
import { toSafeUrl } from '@lobby/shared';

/**
 * The in-app path of a click on a link to the site's own pages inside operator HTML, or null
 * when the browser should follow it (another site, a new tab, a modified click).
 */
export function siteLinkPath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return null;
  return toSafeUrl(anchor.getAttribute('href'))?.appPath ?? null;
}
