import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takePrefetchedManifest } from './prefetched-manifests';

/**
 * The runtime reads a remote's mf-manifest.json before its entry. When the host read that very
 * manifest moments ago (home idle), the runtime gets that answer instead of asking the network
 * again; otherwise (none, failed, too old, used already) the runtime fetches it as usual.
 */
export function manifestReusePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lobby-manifest',
    fetch(url) {
      const prefetched = takePrefetchedManifest(url);
      return prefetched ? Promise.resolve(prefetched) : undefined;
    },
  };
}
