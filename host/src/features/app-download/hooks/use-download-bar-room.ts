import { useLayoutEffect } from 'react';
import { useSystemStatusStore } from '@lobby/shared';
import { keepDownloadBarRoom, willShowDownloadBar } from '../utils/download-bar-room';

/**
 * Keeps the download bar's room on the page the bar will show on (home), before the browser
 * paints: from the status once known; until then as the document's first paint decided.
 */
export function useDownloadBarRoom(isHome: boolean): void {
  const status = useSystemStatusStore((state) => state.status);
  const failed = useSystemStatusStore((state) => state.failed);
  useLayoutEffect(() => {
    if (!isHome || status || failed) keepDownloadBarRoom(willShowDownloadBar(status, isHome));
  }, [isHome, status, failed]);
}
