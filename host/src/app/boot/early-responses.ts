/**
 * The answer the page's inline script (public/index.html) already requested for this URL, once;
 * undefined when there is none. The same contract as @lobby/shared's API client and locale
 * loader use for their URLs.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = (window as { __LOBBY_EARLY__?: Record<string, Promise<Response> | undefined> })
    .__LOBBY_EARLY__;
  if (!early) return undefined;
  const key = new URL(url, window.location.href).href;
  const pending = early[key];
  delete early[key];
  return pending;
}
