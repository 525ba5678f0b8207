import type { RemoteExpose } from './remote-registry';

/** One file a remote's screen needs, hinted to the browser as `<link rel="preload" as=…>`. */
export interface PrefetchAsset {
  href: string;
  as: 'script' | 'style';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Where the remote's files live: 'auto' (as our builds emit) means next to the manifest. */
function publicPathOf(meta: Json, manifestUrl: string): string | null {
  const publicPath = meta.publicPath;
  if (typeof publicPath !== 'string' || publicPath === 'auto')
    return new URL('.', manifestUrl).href;
  try {
    return new URL(publicPath, manifestUrl).href;
  } catch {
    return null;
  }
}

/**
 * The files the runtime fetches for one exposed module, read from the remote's mf-manifest.json:
 * the remote entry, then the expose's synchronous JS and CSS (its async chunks wait for their own
 * import()). Shared modules are left out: the host provides every singleton the remotes share.
 * A manifest of another shape plans nothing (the runtime's ordinary chain still works).
 */
export function planRemotePrefetch(
  manifest: unknown,
  manifestUrl: string,
  expose: RemoteExpose,
): PrefetchAsset[] {
  if (!isObject(manifest) || !isObject(manifest.metaData) || !Array.isArray(manifest.exposes))
    return [];
  const base = publicPathOf(manifest.metaData, manifestUrl);
  const entry = manifest.metaData.remoteEntry;
  if (!base || !isObject(entry) || typeof entry.name !== 'string') return [];
  const exposed = manifest.exposes.find(
    (candidate): candidate is Json => isObject(candidate) && candidate.path === expose,
  );
  const assets = isObject(exposed?.assets) ? exposed.assets : {};
  const sync = (kind: 'js' | 'css') => strings(isObject(assets[kind]) ? assets[kind].sync : []);

  const entryPath = typeof entry.path === 'string' && entry.path ? `${entry.path}/` : '';
  const planned: PrefetchAsset[] = [
    { href: new URL(`${entryPath}${entry.name}`, base).href, as: 'script' },
    ...sync('js').map((file) => ({ href: new URL(file, base).href, as: 'script' as const })),
    ...sync('css').map((file) => ({ href: new URL(file, base).href, as: 'style' as const })),
  ];
  const seen = new Set<string>();
  return planned.filter(({ href }) => !seen.has(href) && seen.add(href));
}
