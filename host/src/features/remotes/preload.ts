import { resolveRoute } from '../../app/route-table';
import { loadRemoteComponent } from './remote-registry';

/**
 * Starts loading the one remote the first screen needs (lobby's HomeLobby on home paths, the
 * route's owner otherwise) while the rest of the start-up runs; the others load on demand.
 */
export function preloadFirstScreen(pathname: string): void {
  const { owner } = resolveRoute(pathname);
  const loading =
    owner === 'host'
      ? loadRemoteComponent('lobby', './HomeLobby')
      : loadRemoteComponent(owner, './App');
  loading.catch(() => undefined);
}
