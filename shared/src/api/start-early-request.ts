import { getBrandConfig } from '../config/brand-config';
import { useSessionStore } from '../session/session-store';
import { requestUrl, type Params } from './request-url';

/**
 * Starts a visitor's GET now, for the API client to answer from when the code that reads it
 * asks (takeEarlyResponse): the way a module declares the reads its first view will make, as the
 * host page does for its own (host/public/index.html). The answer goes through the client's one
 * envelope and error path; a member's calls carry a token, so they are not started here.
 */
export function startEarlyRequest(path: string, params?: Params): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  if (useSessionStore.getState().session?.token) return;
  const base = getBrandConfig().apiBaseUrl || undefined;
  const url = new URL(requestUrl(base, path, params), window.location.href).href;
  const early = (window.__LOBBY_EARLY__ ??= {});
  if (early[url]) return;
  const pending = fetch(url, { credentials: 'same-origin' });
  pending.catch(() => undefined);
  early[url] = pending;
}
