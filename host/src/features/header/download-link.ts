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

/**
 * The announcement bar's app download (spec section 2): the iOS app (else the iOS profile) on
 * iPhone and iPad, the Android app elsewhere; none inside the app or the installed web app.
 */
export function appDownloadLink(
  status: SystemStatus | null,
  userAgent: string = window.navigator.userAgent,
): string | null {
  if (!status || runsAsInstalledApp()) return null;
  const linkOf = (type: string) =>
    status.info.resources.find((link) => link.resourceType === type && link.url)?.url;
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  return (ios ? (linkOf('IOS') ?? linkOf('MOBILECONFIG')) : linkOf('Android')) ?? null;
}
