// Where the release command finds things. Every folder can be moved by the same environment the
// platform reads (SITE_ROOT, BRAND_CONFIG, RELEASES_DIR), so the command and the server agree.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The folder a user's relative path is relative to (npm runs scripts from the root). */
export const userCwd = process.env.INIT_CWD ?? process.cwd();

export const fromUser = (value) => path.resolve(userCwd, value);

export const siteRoot = () => path.resolve(process.env.SITE_ROOT ?? repoRoot);

export const hostDist = () => path.join(siteRoot(), 'host', 'dist');

export const releasesDir = () =>
  path.resolve(process.env.RELEASES_DIR ?? path.join(siteRoot(), '.data', 'releases'));

/**
 * The brand configurations the command may switch: LOBBY_BRAND_CONFIGS (several files, separated
 * like PATH), else the one the platform serves (BRAND_CONFIG, default host/dist/brand-config.json).
 */
export function brandConfigFiles() {
  const listed = process.env.LOBBY_BRAND_CONFIGS;
  if (listed)
    return listed
      .split(path.delimiter)
      .filter(Boolean)
      .map((file) => path.resolve(file));
  return [path.resolve(process.env.BRAND_CONFIG ?? path.join(hostDist(), 'brand-config.json'))];
}

/** The URL path a release is served at (platform-api/src/site/routes.ts). */
export const releaseUrl = (remote, id) => `/remotes/${remote}/releases/${id}/`;

export const REMOTES = ['auth', 'lobby', 'member', 'promo', 'agent'];
