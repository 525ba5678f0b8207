import { setReleaseTranslations } from '../i18n/release-translations';

// The brand configuration the host reads from /brand-config.json at start-up. It tells which URL
// serves each remote's mf-manifest.json, so an operator swaps a remote without a rebuild.
export const REMOTE_NAMES = ['auth', 'lobby', 'member', 'promo', 'agent'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * A remote served from a release (`npm run release`, README "Releasing a remote"): its id and
 * where its own translations are, so its texts come with it and not from the host's build.
 */
export interface RemoteRelease {
  id: string;
  /** URL template of its translation files, with {{lng}} and {{ns}}. */
  locales: string;
  /** The translation namespaces the release brings. */
  namespaces: string[];
}

export interface BrandConfig {
  brand: string;
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  /** The remotes served from a release (the others are the site's own build). */
  releases?: Partial<Record<RemoteName, RemoteRelease>>;
}

export class BrandConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid brand configuration: ${problems.join('; ')}`);
    this.name = 'BrandConfigError';
  }
}

const BRAND_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUrlOrPath(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Validates raw JSON; throws BrandConfigError naming every problem. */
export function parseBrandConfig(raw: unknown): BrandConfig {
  const problems: string[] = [];
  if (!isRecord(raw)) throw new BrandConfigError(['the file must hold a JSON object']);

  const { brand, apiBaseUrl, remotes } = raw;
  if (typeof brand !== 'string' || !BRAND_PATTERN.test(brand)) {
    problems.push('"brand" must be a short name of letters, digits, "-" or "_"');
  }
  if (typeof apiBaseUrl !== 'string' || (apiBaseUrl !== '' && !isUrlOrPath(apiBaseUrl))) {
    problems.push('"apiBaseUrl" must be "" (same origin), a path or an http(s) URL');
  }
  const parsedRemotes: Partial<Record<RemoteName, string>> = {};
  if (!isRecord(remotes)) {
    problems.push('"remotes" must be an object mapping each remote name to its manifest URL');
  } else {
    for (const name of REMOTE_NAMES) {
      const url = remotes[name];
      if (typeof url !== 'string' || !isUrlOrPath(url) || !/\.json(\?|#|$)/.test(url)) {
        problems.push(`"remotes.${name}" must be a path or http(s) URL of an mf-manifest.json`);
      } else {
        parsedRemotes[name] = url;
      }
    }
    for (const key of Object.keys(remotes)) {
      if (!(REMOTE_NAMES as readonly string[]).includes(key)) {
        problems.push(`"remotes.${key}" is not a known remote (${REMOTE_NAMES.join(', ')})`);
      }
    }
  }
  const releases = parseReleases(raw.releases, problems);
  if (problems.length) throw new BrandConfigError(problems);
  return {
    brand: brand as string,
    apiBaseUrl: apiBaseUrl as string,
    remotes: parsedRemotes as Record<RemoteName, string>,
    ...(releases ? { releases } : {}),
  };
}

const NAMESPACE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

function parseReleases(
  raw: unknown,
  problems: string[],
): Partial<Record<RemoteName, RemoteRelease>> | undefined {
  if (raw === undefined) return undefined;
  if (!isRecord(raw)) {
    problems.push('"releases" must be an object mapping a remote name to its release');
    return undefined;
  }
  const releases: Partial<Record<RemoteName, RemoteRelease>> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
      problems.push(`"releases.${name}" is not a known remote (${REMOTE_NAMES.join(', ')})`);
      continue;
    }
    const release = isRecord(value) ? value : {};
    const { id, locales, namespaces } = release;
    if (
      typeof id !== 'string' ||
      !id ||
      typeof locales !== 'string' ||
      !isUrlOrPath(locales) ||
      !locales.includes('{{lng}}') ||
      !locales.includes('{{ns}}') ||
      !Array.isArray(namespaces) ||
      !namespaces.every((ns) => typeof ns === 'string' && NAMESPACE_PATTERN.test(ns))
    ) {
      problems.push(
        `"releases.${name}" must hold "id", "locales" (a URL with {{lng}} and {{ns}}) and "namespaces"`,
      );
      continue;
    }
    releases[name as RemoteName] = { id, locales, namespaces: namespaces as string[] };
  }
  return releases;
}

const SAME_ORIGIN_DEFAULT: BrandConfig = {
  brand: 'standard',
  apiBaseUrl: '',
  remotes: {
    auth: '/remotes/auth/mf-manifest.json',
    lobby: '/remotes/lobby/mf-manifest.json',
    member: '/remotes/member/mf-manifest.json',
    promo: '/remotes/promo/mf-manifest.json',
    agent: '/remotes/agent/standard/mf-manifest.json',
  },
};

let current: BrandConfig | null = null;

export function setBrandConfig(config: BrandConfig): void {
  current = config;
  // a released remote's texts come from its release (the host's own copies stay the fallback)
  setReleaseTranslations(
    Object.values(config.releases ?? {}).flatMap((release) =>
      release ? release.namespaces.map((ns) => [ns, release.locales] as const) : [],
    ),
  );
}

/** The brand configuration set by the host; a remote running alone gets the same-origin default. */
export function getBrandConfig(): BrandConfig {
  return current ?? SAME_ORIGIN_DEFAULT;
}
