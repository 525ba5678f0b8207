import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The file a URL path names inside root, or null when the path escapes root, is not decodable
 * or names no regular file.
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const absoluteRoot = path.resolve(root);
  const candidate = path.resolve(absoluteRoot, `.${path.posix.normalize(`/${decoded}`)}`);
  if (candidate !== absoluteRoot && !candidate.startsWith(absoluteRoot + path.sep)) return null;
  try {
    const stat = await fs.stat(candidate);
    return stat.isFile() ? path.relative(absoluteRoot, candidate) : null;
  } catch {
    return null;
  }
}

// sw.js: the browser compares the service worker byte by byte on every visit to find a new
// version; a cached copy would hide a deploy.
const NO_CACHE = /(^|\/)(index\.html|sw\.js|mf-manifest\.json|remoteEntry[^/]*\.js|[^/]+\.html)$/;
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Entry files must be revalidated; content-hashed assets never change. */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/');
  if (NO_CACHE.test(file)) return 'no-cache';
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
