// '@lobby/shared/app-download' (a subpath: bundled only into the apps that import it, the host
// today): which app download this device is offered, for the host's header icon, announcement
// bar, download bar and popup. Imports the main entry by name, so the status store stays the
// federation singleton.
import { safeHref, type DownloadLink, type SystemStatus } from '@lobby/shared';

const DOWNLOAD_TYPES: DownloadLink['resourceType'][] = ['IOS', 'Android', 'MOBILECONFIG'];
export const IOS_DEVICE = /iPhone|iPad|iPod/i;

/** Inside the native app's web view (its user agent names it), the installed PWA or web clip. */
export function runsAsInstalledApp(userAgent: string = window.navigator.userAgent): boolean {
  const standaloneNavigator = (window.navigator as Navigator & { standalone?: boolean }).standalone;
  return (
    /LobbyApp/i.test(userAgent) ||
    standaloneNavigator === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

/**
 * A download address fit for a link: the shared safe-URL rule (same-origin path or http(s)) plus
 * the iOS install link; else null.
 */
export function safeDownloadUrl(url: string): string | null {
  return safeHref(url, { appInstall: true }) ?? null;
}

/** The first usable link of a resource type. */
export function linkOf(
  status: SystemStatus,
  type: DownloadLink['resourceType'],
): string | undefined {
  for (const link of status.info.resources) {
    const url =
      link.resourceType === type && typeof link.url === 'string' && safeDownloadUrl(link.url);
    if (url) return url;
  }
  return undefined;
}

/**
 * App-window promotion (header icon, download bar, download popup): home only, outside the
 * app/PWA, promotion on and a download link exists.
 */
export function showDownloadIcon(
  status: SystemStatus | null,
  isHome: boolean,
  userAgent: string = window.navigator.userAgent,
): boolean {
  if (!isHome || !status?.info.appWindowPromotion || runsAsInstalledApp(userAgent)) return false;
  return DOWNLOAD_TYPES.some((type) => linkOf(status, type) !== undefined);
}

/**
 * The announcement bar's app download (spec section 2): the iOS app (else the iOS profile) on
 * iPhone and iPad, the Android app elsewhere; none inside the app or the installed web app.
 */
export function appDownloadLink(
  status: SystemStatus | null,
  userAgent: string = window.navigator.userAgent,
): string | null {
  if (!status || runsAsInstalledApp(userAgent)) return null;
  const ios = IOS_DEVICE.test(userAgent);
  return (
    (ios ? (linkOf(status, 'IOS') ?? linkOf(status, 'MOBILECONFIG')) : linkOf(status, 'Android')) ??
    null
  );
}
