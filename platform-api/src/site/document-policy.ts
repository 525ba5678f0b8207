import { createHash } from 'node:crypto';

/**
 * Third-party code the site loads itself, only for a brand that configured it: Google Identity
 * Services and the Facebook SDK (social sign-in, remote-auth/src/features/social/utils/providers.ts),
 * Firebase phone auth with its invisible reCAPTCHA (remote-auth/src/utils/firebase-sdk.ts).
 */
const THIRD_PARTY = {
  script: [
    'https://accounts.google.com',
    'https://connect.facebook.net',
    'https://www.gstatic.com',
    'https://www.google.com',
    'https://apis.google.com',
  ],
  style: ['https://accounts.google.com'],
  connect: [
    'https://accounts.google.com',
    'https://graph.facebook.com',
    'https://www.facebook.com',
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
    'https://www.google.com',
  ],
  frame: [
    'https://accounts.google.com',
    'https://www.facebook.com',
    'https://web.facebook.com',
    'https://www.google.com',
    'https://*.firebaseapp.com',
  ],
};

/** sha-256 CSP sources of the inline <script> elements (no src) of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', code = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || code.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The origins the brand configuration (brand-config.json) names: remotes and the API given as
 * full URLs. Relative entries are this origin ('self'). Anything unreadable names nothing, so
 * a broken configuration narrows the policy rather than widening it.
 */
export function brandOrigins(brandConfig: unknown): { remotes: string[]; api: string[] } {
  const config = (brandConfig ?? {}) as { remotes?: unknown; apiBaseUrl?: unknown };
  const remotes =
    config.remotes && typeof config.remotes === 'object'
      ? Object.values(config.remotes as Record<string, unknown>)
      : [];
  return {
    remotes: unique(remotes.map(originOf)),
    api: unique([originOf(config.apiBaseUrl)]),
  };
}

function originOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

const unique = (values: (string | null)[]) => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

/**
 * The Content-Security-Policy of the site's HTML document. Scripts: this origin, the remotes'
 * origins and the document's own inline start-up scripts by hash — no 'unsafe-inline', no eval.
 * Styles allow inline: React style props, operator HTML with style attributes and the start-up
 * script's <style> cannot run code. Images may come from any https host (operator banners and
 * promotion HTML name their own image hosts).
 */
export function documentPolicy(options: {
  scriptHashes: string[];
  brandConfig: unknown;
  tls: boolean;
}): string {
  const { remotes, api } = brandOrigins(options.brandConfig);
  const ours = ["'self'", ...remotes];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [...ours, ...options.scriptHashes, ...THIRD_PARTY.script]],
    // The API origin serves the lottery page's merchant skin (/lgw/themes/{merchant}.css).
    ['style-src', [...ours, ...api, "'unsafe-inline'", ...THIRD_PARTY.style]],
    ['img-src', [...ours, ...api, 'data:', 'blob:', 'https:']],
    ['font-src', [...ours, 'data:']],
    ['connect-src', [...ours, ...api, ...THIRD_PARTY.connect]],
    ['frame-src', ["'self'", ...api, ...THIRD_PARTY.frame]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`);
  if (options.tls) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * The Content-Security-Policy of the service worker (host/dist/sw.js): a worker takes its policy
 * from its own script's answer, and every request it makes for the page is a connect-src fetch.
 * So it may reach what the page reaches (this origin, the brand's remotes and API, pictures on
 * any https host) and nothing runs besides its own script.
 */
export function serviceWorkerPolicy(options: { brandConfig: unknown; tls: boolean }): string {
  const { remotes, api } = brandOrigins(options.brandConfig);
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'"]],
    ['connect-src', ["'self'", ...remotes, ...api, 'https:']],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`);
  if (options.tls) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}
