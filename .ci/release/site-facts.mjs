// What the site serves its remotes, read from the host's build: the shared modules of its
// mf-manifest.json and the names of its @lobby/shared (dist/lobby-shared-exports.json).
import fs from 'node:fs';
import path from 'node:path';
import { hostDist } from './paths.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

export function readSiteFacts(dist = hostDist()) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build the host first (npm run pnpm -- run build)`);
  }
  const manifest = readJson(manifestFile);
  const shared = (manifest.shared ?? []).map((entry) => ({
    name: entry.name,
    version: entry.version,
    singleton: Boolean(entry.singleton),
  }));
  const exportsFile = path.join(dist, 'lobby-shared-exports.json');
  const sharedApi = fs.existsSync(exportsFile) ? readJson(exportsFile) : null;
  return { shared, sharedApi };
}
