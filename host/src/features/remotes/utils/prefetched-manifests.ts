/**
 * Manifest reads the host made this visit (home idle, remote-prefetch.ts), kept for the
 * federation runtime's own manifest request at the tap that follows: one round trip less.
 * A copy serves once and only while young, so a retry or a late tap reads the network again and
 * a deploy made since is still seen; a new visit starts with none (the page holds them).
 */
export const PREFETCHED_MANIFEST_MAX_AGE_MS = 30_000;

/** Each URL's unread manifest answer and when it arrived (Date.now). */
const kept = new Map<string, [Response, number]>();

/** Keeps a manifest answer whose body is still unread (a clone of the one the host read). */
export function keepPrefetchedManifest(url: string, unread: Response): void {
  kept.set(url, [unread, Date.now()]);
}

/** The kept answer for this URL if it is young enough; it is given out once either way. */
export function takePrefetchedManifest(url: string): Response | undefined {
  const copy = kept.get(url);
  kept.delete(url);
  return copy && Date.now() - copy[1] <= PREFETCHED_MANIFEST_MAX_AGE_MS ? copy[0] : undefined;
}

/** Forgets every kept answer (tests; a new page has none anyway). */
export function forgetPrefetchedManifests(): void {
  kept.clear();
}
