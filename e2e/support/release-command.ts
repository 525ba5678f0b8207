// Runs the release command (npm run release, .ci/release/cli.mjs) against the e2e server's
// brand configuration and releases folder, as an operator or a remote team would.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brandConfigPath, releasesDir, repoRoot } from './environment.mjs';

const tsx = createRequire(path.join(repoRoot, 'platform-api', 'package.json')).resolve('tsx');
const cli = path.join(repoRoot, '.ci', 'release', 'cli.mjs');

export interface ReleaseRun {
  status: number | null;
  output: string;
  seconds: number;
}

export function releaseCommand(...args: string[]): ReleaseRun {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', pathToFileURL(tsx).href, cli, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      BRAND_CONFIG: brandConfigPath,
      RELEASES_DIR: releasesDir,
      INIT_CWD: repoRoot,
    },
  });
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    seconds: (Date.now() - started) / 1000,
  };
}
