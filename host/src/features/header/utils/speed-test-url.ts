import { safeHref, type SystemStatus } from '@lobby/shared';

/**
 * The top menu's speed-test link: only when white-label SPEEDTEST3 is on and the status names
 * a page in `info.paths.speedTest` that passes the safe-URL rule (a same-origin path or an
 * http(s) address; anything else, such as a javascript: URL, is no link).
 */
export function speedTestUrl(status: SystemStatus | null): string | null {
  if (status?.info.whitelabel.SPEEDTEST3 !== true) return null;
  return safeHref(status.info.paths.speedTest) ?? null;
}
