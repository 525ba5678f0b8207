import type { SystemStatus } from '@lobby/shared';
import { IOS_DEVICE, linkOf, runsAsInstalledApp } from '@lobby/shared/app-download';

/** Safari itself on an iPhone or iPad (not Chrome, Firefox or Edge for iOS): it can add to home. */
export function isIosSafari(userAgent: string = window.navigator.userAgent): boolean {
  return (
    IOS_DEVICE.test(userAgent) &&
    /Safari/i.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS/i.test(userAgent)
  );
}

export interface DownloadOffers {
  /** Safari on iOS outside the web app: the add-to-home-screen guide. */
  addToHomeScreen: boolean;
  android: string | null;
  iosProfile: string | null;
  iosApp: string | null;
  /** The app's icon (resource AppDownloadIcon), when the platform has one. */
  icon: string | null;
}

/** What the download popup offers on this device (spec section 2, App download page). */
export function downloadOffers(
  status: SystemStatus,
  userAgent: string = window.navigator.userAgent,
): DownloadOffers {
  const ios = IOS_DEVICE.test(userAgent);
  return {
    addToHomeScreen: isIosSafari(userAgent) && !runsAsInstalledApp(userAgent),
    android: ios ? null : (linkOf(status, 'Android') ?? null),
    iosProfile: ios ? (linkOf(status, 'MOBILECONFIG') ?? null) : null,
    iosApp: ios ? (linkOf(status, 'IOS') ?? null) : null,
    icon: linkOf(status, 'AppDownloadIcon') ?? null,
  };
}

/** True when the download popup has something to offer on this device. */
export function offersSomething(offers: DownloadOffers): boolean {
  return Boolean(offers.addToHomeScreen || offers.android || offers.iosProfile || offers.iosApp);
}
