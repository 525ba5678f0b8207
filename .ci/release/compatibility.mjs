// The release command's side of the compatibility check: the one check of
// shared/src/federation/release-compatibility.ts (the host runs it in the browser too), with the
// federation runtime's own semver `satisfy`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkReleaseCompatibility } from '../../shared/src/federation/release-compatibility.ts';
import { repoRoot } from './paths.mjs';

const requireFromShared = createRequire(path.join(repoRoot, 'shared', 'package.json'));
const { satisfy } = requireFromShared('@module-federation/enhanced/runtime');

/** Why a release (its mf-manifest.json) cannot run on the site; empty when it can. */
export function releaseProblems(manifest, site) {
  return checkReleaseCompatibility(
    {
      release: {
        shared: manifest.shared ?? [],
        sharedImports: manifest.lobbyRelease?.sharedImports,
      },
      site: { shared: site.shared, sharedExports: site.sharedApi?.values ?? null },
    },
    satisfy,
  );
}
