import type { DownloadLink } from '@lobby/platform-api/contract';
import { safeHref } from '@lobby/shared';

export interface DownloadTargets {
  /** The iOS profile (MOBILECONFIG) when there is one, else the iOS app (spec section 2). */
  ios: string | null;
  android: string | null;
  icon: string | null;
}

export function downloadTargets(links: readonly DownloadLink[]): DownloadTargets {
  // Only links that pass the safe-URL rule (plus the iOS install link) become buttons.
  const urlOf = (type: DownloadLink['resourceType']) => {
    for (const link of links) {
      const safe = link.resourceType === type && safeHref(link.url, { appInstall: true });
      if (safe) return safe;
    }
    return null;
  };
  return {
    ios: urlOf('MOBILECONFIG') ?? urlOf('IOS'),
    android: urlOf('Android'),
    icon: urlOf('AppDownloadIcon'),
  };
}

/** iPhone and iPad browsers other than Safari cannot install a profile or an app (spec section 8). */
export function isIosOutsideSafari(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  return ios && /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//i.test(userAgent);
}
