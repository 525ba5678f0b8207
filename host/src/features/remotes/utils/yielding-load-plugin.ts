import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '@lobby/shared/yield-to-main';

/**
 * Loading a remote in short tasks (Total Blocking Time). The runtime's steps (resolve the remote
 * from its manifest, add its preloads, run its entry, negotiate the shared modules, get the
 * exposed module) are one promise chain: when the answers are already in (home preloads the
 * lobby's files), the whole chain ran as one task (24-40 ms measured on home's start-up). This
 * plugin ends the task between the steps.
 */
export function yieldingLoadPlugin(): ModuleFederationRuntimePlugin {
  const afterATask = async <T>(args: T): Promise<T> => {
    await yieldToMain();
    return args;
  };
  return {
    name: 'lobby-yielding-load',
    beforeRequest: afterATask,
    afterResolve: afterATask,
    beforeInitContainer: afterATask,
  };
}
