import { resolveRoute } from '../route-table';
import { loadRemoteComponent } from '@/features/remotes/utils/remote-registry';

/**
 * Starts loading the remote a remote-owned first screen needs (the route owner's ./App) while the
 * rest of the start-up runs; the others load on demand. Home is the host's own page: its largest
 * element is the host's banner, so lobby's HomeLobby starts loading when the home page mounts,
 * right after the shell's first paint, instead of competing with the shell's own scripts.
 */
export function preloadFirstScreen(pathname: string): void {
  const { owner } = resolveRoute(pathname);
  if (owner === 'host') return;
  loadRemoteComponent(owner, './App').catch(() => undefined);
}
