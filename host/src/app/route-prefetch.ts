import type { RemoteName } from '@lobby/shared';
import type { MenuRoutePrefetch } from '@/features/bottom-menu/utils/menu-route-prefetch';
import { prefetchRemoteManifests, warmRemote } from '@/features/remotes/utils/remote-prefetch';
import { afterFirstContent } from './home/after-first-content';
import { resolveRoute } from './route-table';

function remoteOwnerOf(path: string): RemoteName | null {
  const { owner } = resolveRoute(path);
  return owner === 'host' ? null : owner;
}

/**
 * Pages the bottom menu leads to: their remotes' manifests are read once home is idle (JSON
 * only, no remote JavaScript before a tap: the first-load budget), and a tap fetches everything
 * the page needs in parallel (GUIDE.md section 6: one round trip plus render).
 */
export const routePrefetch: MenuRoutePrefetch = {
  planWhenIdle(paths) {
    const remotes = [...new Set(paths.map(remoteOwnerOf).filter((name) => name !== null))];
    return afterFirstContent(() => void prefetchRemoteManifests(remotes));
  },
  warm(path) {
    const remote = remoteOwnerOf(path);
    if (remote) warmRemote(remote);
  },
};
