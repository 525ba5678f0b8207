import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from '../components/RemoteUnavailable';
import { REMOTE_FALLBACK, type FallbackModule } from './remote-fallback';

/**
 * Second layer of remote failure handling: when a remote's entry or module cannot load, the
 * runtime resolves to a fallback component (a localized message with Retry) instead of throwing.
 * Only the final 'onLoad' stage gets a component; earlier stages (manifest) must stay failures.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lobby-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[remote] ${args.id} failed to load`, args.error);
      const fallback: FallbackModule = {
        default: RemoteUnavailable,
        [REMOTE_FALLBACK]: { id: args.id, error: args.error },
      };
      return fallback;
    },
  };
}
