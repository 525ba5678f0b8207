import type { SystemStatus } from '@lobby/shared';

const DOWNLOAD_TYPES = new Set(['IOS', 'Android', 'MOBILECONFIG']);

function runsAsInstalledApp(): boolean {
  const standaloneNavigator = (window.navigator as Navigator & { standalone?: boolean }).standalone;
  return (
    standaloneNavigator === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

/** Header download icon: home only, outside the app/PWA, promotion on and a link exists. */
export function showDownloadIcon(status: SystemStatus | null, isHome: boolean): boolean {
  if (!isHome || !status?.info.appWindowPromotion || runsAsInstalledApp()) return false;
  return status.info.resources.some(
    (link) => DOWNLOAD_TYPES.has(link.resourceType) && Boolean(link.url),
  );
}
