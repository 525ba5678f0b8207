/**
 * Answers to requests the host page started before any script loaded (the inline script of
 * host/public/index.html puts them on `window.__LOBBY_EARLY__`, keyed by absolute URL). Each is
 * handed out once: later calls for the same URL go to the network as usual.
 */
type EarlyResponses = Record<string, Promise<Response> | undefined>;

declare global {
  interface Window {
    __LOBBY_EARLY__?: EarlyResponses;
  }
}

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__LOBBY_EARLY__;
  if (!early) return undefined;
  const key = new URL(url, window.location.href).href;
  const pending = early[key];
  delete early[key];
  return pending;
}
