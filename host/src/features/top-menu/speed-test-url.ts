import type { SystemStatus } from '@lobby/shared';

/**
 * The top menu's speed-test link: only when white-label SPEEDTEST3 is on and the status names
 * a page in `info.paths.speedTest` (a same-origin path or an http(s) address; anything else,
 * such as a javascript: URL, is no link).
 */
export function speedTestUrl(status: SystemStatus | null): string | null {
  if (status?.info.whitelabel.SPEEDTEST3 !== true) return null;
  const url = status.info.paths.speedTest?.trim();
  if (!url) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
