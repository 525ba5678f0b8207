import { toSafeUrl } from './safe-url';

interface OpenOptions {
  /** In-app navigation for links on this site; without it they open in a new window too. */
  navigate?: (path: string) => void;
}

/**
 * Opens a server-provided URL under the safe-URL rule: this site's paths in the app (when
 * `navigate` is given), http(s) links in a new window without access to this one. A refused
 * URL opens nothing; the answer says whether something was opened.
 */
export function openSafeUrl(raw: unknown, { navigate }: OpenOptions = {}): boolean {
  const safe = toSafeUrl(raw);
  if (!safe) return false;
  if (navigate && safe.appPath !== null) navigate(safe.appPath);
  else window.open(safe.href, '_blank', 'noopener');
  return true;
}
