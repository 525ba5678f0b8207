/**
 * Manifest reads the host made this visit (home idle, remote-prefetch.ts), kept for the
 * federation runtime's own manifest request at the tap that follows: one round trip less.
 * A copy serves once and only while young, so a retry or a late tap reads the network again and
 * a deploy made since is still seen; a new visit starts with none (the page holds them).
 */
export const PREFETCHED_MANIFEST_MAX_AGE_MS = 30_000;

interface Kept {
  response: Response;
  at: number;
}

const kept = new Map<string, Kept>();

/** Keeps a manifest answer whose body is still unread (a clone of the one the host read). */
export function keepPrefetchedManifest(url: string, unread: Response): void {
  kept.set(url, { response: unread, at: Date.now() });
}

/** The kept answer for this URL if it is young enough; it is given out once either way. */
export function takePrefetchedManifest(url: string): Response | null {
  const copy = kept.get(url);
  kept.delete(url);
  if (!copy || Date.now() - copy.at > PREFETCHED_MANIFEST_MAX_AGE_MS) return null;
  return copy.response;
}

/** Forgets every kept answer (a brand swap, tests). */
export function forgetPrefetchedManifests(): void {
  kept.clear();
}
