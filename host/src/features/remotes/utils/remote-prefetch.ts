import i18next from 'i18next';
import type { RemoteName } from '@lobby/shared';
import { forgetPrefetchedManifests, keepPrefetchedManifest } from './prefetched-manifests';
import { planRemotePrefetch, type PrefetchAsset } from './remote-prefetch-plan';
import {
  isRemoteRequested,
  loadRemoteComponent,
  remoteManifestUrl,
  type RemoteExpose,
} from './remote-registry';

/** Plans by manifest URL (a brand swap changes the URLs, so it never reads another's plan). */
const plans = new Map<string, PrefetchAsset[]>();
const planning = new Map<string, Promise<void>>();

/**
 * Reads the manifests of remotes not loaded yet (small JSON, no JavaScript) so that a later tap
 * knows every file of the remote's screen at once. A manifest that fails is simply not planned:
 * the tap then takes the runtime's ordinary chain. Resolves when every read has settled.
 */
export function prefetchRemoteManifests(
  names: readonly RemoteName[],
  expose: RemoteExpose = './App',
): Promise<void> {
  const reads = names.map((name) => {
    const url = remoteManifestUrl(name);
    if (!url || isRemoteRequested(name) || plans.has(url)) return undefined;
    let read = planning.get(url);
    if (!read) {
      read = fetch(url, { credentials: 'same-origin' })
        .then(async (response) => {
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          const unread = response.clone();
          const manifest: unknown = await response.json();
          plans.set(url, planRemotePrefetch(manifest, url, expose));
          // the runtime's own manifest request at a tap is answered with this copy
          keepPrefetchedManifest(url, unread);
        })
        .catch(() => undefined)
        .finally(() => planning.delete(url));
      planning.set(url, read);
    }
    return read;
  });
  return Promise.all(reads).then(() => undefined);
}

/** Asks for one file ahead; warmRemote hints a remote once, its first request opens the gate. */
function hint({ href, as }: PrefetchAsset): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/**
 * At a tap on something leading to a remote not loaded yet: asks, in parallel, for the remote's
 * entry and the screen's scripts and styles (known from the prefetched manifest), its
 * translations, and starts the runtime, which takes the manifest read at idle when it is young
 * (manifest-reuse-plugin.ts; else it fetches it fresh) and then finds the files already on their
 * way. One round trip instead of a chain.
 */
export function warmRemote(name: RemoteName, expose: RemoteExpose = './App'): void {
  const url = remoteManifestUrl(name);
  if (!url || isRemoteRequested(name)) return;
  for (const asset of plans.get(url) ?? []) hint(asset);
  // each remote's screens read first the namespace named after it: locales/<LANG>/<remote>.json
  i18next.loadNamespaces(name).catch(() => undefined);
  // failures are not cached: the route's own RemoteView loads again and shows its error screens
  loadRemoteComponent(name, expose).catch(() => undefined);
}

/** Forgets plans and kept manifests (tests; a new page has none anyway). */
export function resetRemotePrefetch(): void {
  plans.clear();
  planning.clear();
  forgetPrefetchedManifests();
}
