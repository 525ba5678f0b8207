/**
 * The one rule for URLs that come from the server (banner links, customer-service paths, app
 * download links, game and lottery frames, links inside operator HTML): http and https, or a
 * path on this site. Everything else — javascript:, data:, vbscript:, blob:, a protocol-relative
 * `//other.site` — is refused. The browser's own URL parser reads the value, so tricks it would
 * undo (leading spaces, tabs or newlines inside the scheme, uppercase, backslashes) cannot
 * slip past a text check; control characters are refused outright.
 */
export interface SafeUrl {
  /** Absolute URL to hand to the browser (href, src, window.open). */
  href: string;
  /** Path, query and hash when the URL is on this site (for in-app navigation), else null. */
  appPath: string | null;
}

export interface SafeUrlOptions {
  /** The page the URL is read from; this page by default. */
  base?: string;
  /**
   * Also allow the iOS app install link (`itms-services:`), which only opens the system's
   * installer; for app download links alone.
   */
  appInstall?: boolean;
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);
const APP_INSTALL_PROTOCOL = 'itms-services:';
// C0 controls, DEL and the C1 range: never in a real link, only in attempts to hide a scheme.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function here(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
}

/** The server-provided URL checked by the rule, or null when it is refused. */
export function toSafeUrl(raw: unknown, options: SafeUrlOptions = {}): SafeUrl | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || CONTROL.test(value)) return null;
  let url: URL;
  let site: URL;
  try {
    site = new URL(options.base ?? here());
    url = new URL(value, site);
  } catch {
    return null;
  }
  if (url.protocol === APP_INSTALL_PROTOCOL && options.appInstall) {
    return { href: url.href, appPath: null };
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  const sameOrigin = url.origin === site.origin;
  // A value without a scheme must be an absolute path of this site (`//x`, `/\x` leave it;
  // a bare word such as `notice` is no path the server means).
  if (!SCHEME.test(value) && (!value.startsWith('/') || !sameOrigin)) return null;
  return {
    href: url.href,
    appPath: sameOrigin ? `${url.pathname}${url.search}${url.hash}` : null,
  };
}

/**
 * The URL for an `href` or `src` attribute — this site's path, or the absolute http(s) URL — or
 * undefined (no attribute) when refused.
 */
export function safeHref(raw: unknown, options?: SafeUrlOptions): string | undefined {
  const safe = toSafeUrl(raw, options);
  return safe ? (safe.appPath ?? safe.href) : undefined;
}
