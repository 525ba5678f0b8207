import type { RemoteExpose } from './remote-registry';

/** One file a remote's screen needs, hinted to the browser as `<link rel="preload" as=…>`. */
export interface PrefetchAsset {
  href: string;
  as: 'script' | 'style';
}

/** The part of mf-manifest.json the plan reads (what @module-federation/enhanced writes). */
interface ManifestFields {
  metaData: { publicPath: string; remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: Record<'js' | 'css', { sync: string[] }> }[];
}

/**
 * The files the runtime fetches for one exposed module, read from the remote's mf-manifest.json:
 * the remote entry, then the expose's synchronous JS and CSS (its async chunks wait for their own
 * import()). Shared modules are left out: the host provides every singleton the remotes share.
 * A manifest of another shape plans nothing (the runtime's ordinary chain still works).
 * Kept small on purpose: it is part of the first load's JavaScript.
 */
export function planRemotePrefetch(
  manifest: unknown,
  manifestUrl: string,
  expose: RemoteExpose,
): PrefetchAsset[] {
  try {
    const { metaData, exposes } = manifest as ManifestFields;
    const { publicPath, remoteEntry } = metaData;
    // 'auto' (as our builds emit): the files live next to the manifest
    const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
    const assets = exposes.find((candidate) => candidate.path === expose)?.assets;
    const files: [string, PrefetchAsset['as']][] = [
      [`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, 'script'],
      ...(assets?.js.sync ?? []).map((file): [string, 'script'] => [file, 'script']),
      ...(assets?.css.sync ?? []).map((file): [string, 'style'] => [file, 'style']),
    ];
    const planned = new Map(files.map(([file, as]) => [new URL(file, base).href, as]));
    return [...planned].map(([href, as]) => ({ href, as }));
  } catch {
    return [];
  }
}
