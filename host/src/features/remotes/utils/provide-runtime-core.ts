import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/**
 * Production remotes are built with `externalRuntime` and take the federation runtime-core from
 * the global `_FEDERATION_RUNTIME_CORE` instead of bundling a copy (~19 KB gzip per remote).
 * The host provides the very ES module instance its own bundler runtime uses. (The stock
 * inject plugin requires the CommonJS build and would add a second copy to the host.)
 */
export function provideRuntimeCore(): void {
  const target = globalThis as typeof globalThis & {
    _FEDERATION_RUNTIME_CORE?: unknown;
    _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
  };
  if (target._FEDERATION_RUNTIME_CORE) return;
  target._FEDERATION_RUNTIME_CORE = runtimeCore;
  target._FEDERATION_RUNTIME_CORE_FROM = { name: 'host', version: '2.9.2' };
}
