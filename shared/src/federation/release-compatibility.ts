// Can a remote's release run on the site? One check, run twice: by the release command before a
// release goes live (against the host build's manifest) and by the host in the browser when it
// reads a remote's manifest (against what it serves). Pure: no browser, no Node, no semver
// package — the caller hands in the federation runtime's own `satisfy`, so both sides judge a
// range exactly as the runtime that shares the modules would.

/** One `shared` entry of a remote's mf-manifest.json: what it was built against. */
export interface SharedRequirement {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** One module the site serves to its remotes (the host's own copy). */
export interface ServedShared {
  name: string;
  version: string;
  singleton: boolean;
}

export interface ReleaseCompatibilityInput {
  /** The release: its shared requirements and the @lobby/shared names its code imports. */
  release: { shared: readonly SharedRequirement[]; sharedImports?: readonly string[] };
  /** The site: the modules it serves and the names its @lobby/shared exports (null: unknown). */
  site: { shared: readonly ServedShared[]; sharedExports: readonly string[] | null };
}

export type Satisfies = (version: string, range: string) => boolean;

export const LOBBY_SHARED = '@lobby/shared';

/**
 * Every reason the release cannot run on the site, each naming the package and the versions;
 * empty when it can. A singleton is one copy for the whole page: the site's copy must satisfy the
 * release's range, and both must agree it is a singleton. A module the site serves as a
 * non-singleton is fine whatever its version: the release then loads its own copy.
 */
export function checkReleaseCompatibility(
  { release, site }: ReleaseCompatibilityInput,
  satisfies: Satisfies,
): string[] {
  const problems: string[] = [];
  const served = new Map(site.shared.map((entry) => [entry.name, entry]));
  for (const need of release.shared) {
    const own = served.get(need.name);
    if (!own) continue;
    // a manifest leaves `singleton` out for modules shared through a prefix ('react/'): unknown
    if (need.singleton !== undefined && Boolean(need.singleton) !== own.singleton) {
      problems.push(
        own.singleton
          ? `${need.name}: the site serves it as one shared copy (singleton, ${own.version}) but the release was built to load its own (${need.version})`
          : `${need.name}: the release was built to share one copy (singleton, ${need.version}) but the site does not serve it as one (${own.version})`,
      );
      continue;
    }
    const range = need.requiredVersion;
    if (own.singleton && typeof range === 'string' && range !== '' && range !== '*') {
      if (!satisfies(own.version, range)) {
        problems.push(
          `${need.name}: the release needs ${range} (built against ${need.version}), the site serves ${own.version}`,
        );
      }
    }
  }
  if (site.sharedExports && release.sharedImports) {
    const exported = new Set(site.sharedExports);
    const missing = release.sharedImports.filter((name) => !exported.has(name));
    if (missing.length > 0) {
      const version = served.get(LOBBY_SHARED)?.version ?? 'unknown';
      problems.push(
        `${LOBBY_SHARED}: the release uses ${missing.join(', ')}, which the site's ${LOBBY_SHARED} ${version} does not export`,
      );
    }
  }
  return problems;
}
