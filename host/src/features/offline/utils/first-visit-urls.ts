// What a first visit already fetched before the service worker controlled the page, so the
// worker can keep it for the next visit (GUIDE.md section 6, offline).

/** The message the worker's router answers by fetching and keeping each URL by its own rules. */
export const CACHE_URLS = 'CACHE_URLS';

/**
 * The page's own-origin resources (scripts, styles, remotes, translations, the brand's
 * configuration, the platform's reads, pictures), once each. The worker decides what it keeps:
 * a URL none of its rules covers (a member's call, the operator's) is not fetched again, and a
 * public read is asked anew without the member's token.
 */
export function firstVisitUrls(resourceUrls: readonly string[], origin: string): string[] {
  const urls = new Set<string>();
  for (const address of resourceUrls) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    url.hash = '';
    urls.add(url.href);
  }
  return [...urls];
}
