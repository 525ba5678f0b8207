import type { SystemStatus } from '@lobby/shared';
import { showDownloadIcon } from '@lobby/shared/app-download';
import { downloadBarClosed } from './download-session';

/**
 * The room home keeps for the app download bar under the header (shell.css pads the page by
 * the bar's height while <html> has this attribute). index.html's script `download-bar-room`
 * sets it before the first paint when the bar will show; the app then keeps it in step with
 * the bar, so the bar never lies over the banner and never pushes it down.
 */
export const DOWNLOAD_BAR_ROOM_ATTRIBUTE = 'data-download-bar';

/** Spec section 4: home, outside the app/PWA, promotion on with a link, not closed. */
export function willShowDownloadBar(
  status: SystemStatus | null,
  isHome: boolean,
  userAgent: string = window.navigator.userAgent,
): boolean {
  return !downloadBarClosed() && showDownloadIcon(status, isHome, userAgent);
}

export function keepDownloadBarRoom(keep: boolean): void {
  const root = document.documentElement;
  if (keep) root.setAttribute(DOWNLOAD_BAR_ROOM_ATTRIBUTE, '');
  else root.removeAttribute(DOWNLOAD_BAR_ROOM_ATTRIBUTE);
}
