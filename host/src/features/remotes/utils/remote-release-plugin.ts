import {
  loadShare,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  checkReleaseCompatibility,
  type ServedShared,
  type SharedRequirement,
} from '@lobby/shared/release-compatibility';
import { RemoteMissingError, RemoteOutdatedError } from './remote-failure';

/** The part of a remote's mf-manifest.json the check reads (the release command adds lobbyRelease). */
interface ManifestFacts {
  shared?: SharedRequirement[];
  lobbyRelease?: { version?: string; sharedImports?: string[] };
}

type HostShared = Record<
  string,
  Array<{ version?: string; from?: string; shareConfig?: { singleton?: boolean } }>
>;

/** What this page serves: its own copy of each shared module (the host's). */
export function servedShared(shared: HostShared, hostName: string): ServedShared[] {
  return Object.entries(shared).flatMap(([name, copies]) => {
    const own = copies.find((copy) => copy.from === hostName) ?? copies[0];
    if (!own?.version) return [];
    return [{ name, version: own.version, singleton: Boolean(own.shareConfig?.singleton) }];
  });
}

/**
 * The names the page's @lobby/shared (the singleton every remote gets) exports, read from the
 * module itself: a shared module keeps all its exports, while a namespace import of it in the
 * host would list only the names the host uses. Null when it cannot be read (the check then
 * skips the names).
 */
export async function pageSharedExports(): Promise<string[] | null> {
  try {
    const factory = await loadShare<Record<string, unknown>>('@lobby/shared');
    const module = factory ? factory() : undefined;
    return module ? Object.keys(module) : null;
  } catch {
    return null;
  }
}

/**
 * Checks each remote when its manifest arrives, before any of its code runs:
 * - a manifest answered 404 is a missing release (not a network failure to retry);
 * - a release that cannot run with what this page serves (a singleton's range, a singleton on
 *   one side only, a @lobby/shared name this page lacks) is refused as outdated: its code never
 *   runs, so it cannot break the page, and RemoteView says that part needs an update.
 * The release command runs the same check before a release goes live (README, "Releasing a
 * remote"); this one catches a release forced live or a host rolled back under it.
 */
export function remoteReleasePlugin(
  sharedExports: () => Promise<string[] | null> = pageSharedExports,
): ModuleFederationRuntimePlugin {
  return {
    name: 'lobby-remote-release',
    async afterLoadManifest(args) {
      if (args.response?.status === 404) throw new RemoteMissingError(args.manifestUrl);
    },
    async loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const manifest = args.manifestJson as unknown as ManifestFacts;
      const problems = checkReleaseCompatibility(
        {
          release: {
            shared: manifest.shared ?? [],
            sharedImports: manifest.lobbyRelease?.sharedImports,
          },
          site: {
            shared: servedShared(args.options.shared as unknown as HostShared, args.options.name),
            sharedExports: manifest.lobbyRelease?.sharedImports ? await sharedExports() : null,
          },
        },
        satisfy,
      );
      if (problems.length > 0) {
        console.error(`[remote] ${args.manifestUrl} cannot run on this site:`, problems);
        throw new RemoteOutdatedError(problems);
      }
      return args;
    },
  };
}
