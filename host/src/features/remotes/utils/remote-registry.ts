import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_NAMES, type BrandConfig, type RemoteName } from '@lobby/shared';
import { provideRuntimeCore } from './provide-runtime-core';
import { manifestReusePlugin } from './manifest-reuse-plugin';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import { remoteReleasePlugin } from './remote-release-plugin';
import { yieldingLoadPlugin } from './yielding-load-plugin';
import { isFallbackModule, REMOTE_FALLBACK } from './remote-fallback';
import { classifyRemoteFailure, NO_COMPONENT, RemoteLoadError } from './remote-failure';

export type RemoteExpose = './App' | './HomeLobby' | './HomeExtras';

let RETRY_DELAYS_MS: readonly number[] = [400, 1200];

/** Pauses between automatic retries of a failed load (tests shorten them). */
export function setRemoteRetryDelays(delays: readonly number[]): void {
  RETRY_DELAYS_MS = [...delays];
}

let manifests: Partial<Record<RemoteName, string>> = {};
const components = new Map<string, Promise<ComponentType>>();
const resolved = new Map<string, ComponentType>();

const absolute = (url: string) => new URL(url, window.location.href).href;

/** Registers every remote of the brand config (URLs of their mf-manifest.json) at runtime. */
export function registerBrandRemotes(config: BrandConfig): void {
  provideRuntimeCore();
  manifests = { ...config.remotes };
  components.clear();
  resolved.clear();
  registerPlugins([
    manifestReusePlugin(),
    remoteReleasePlugin(),
    yieldingLoadPlugin(),
    remoteFallbackPlugin(),
  ]);
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: absolute(config.remotes[name]) })),
    { force: true },
  );
}

/**
 * Forgets everything the runtime cached about a remote (failed manifest, entry, modules) by
 * registering it again with force, so the next load really fetches it again.
 */
export function resetRemote(name: RemoteName): void {
  const entry = manifests[name];
  for (const key of [...components.keys()]) if (key.startsWith(`${name}/`)) components.delete(key);
  for (const key of [...resolved.keys()]) if (key.startsWith(`${name}/`)) resolved.delete(key);
  if (entry) registerRemotes([{ name, entry: absolute(entry) }], { force: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function asComponent(module: unknown): ComponentType | null {
  const candidate = (module as { default?: unknown } | null)?.default;
  return typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null)
    ? (candidate as ComponentType)
    : null;
}

/**
 * Loads a remote's exposed component, retrying a network failure before giving up (layer 1). A
 * missing release or one that cannot run here fails at once: trying again cannot help.
 */
async function loadWithRetry(name: RemoteName, expose: RemoteExpose): Promise<ComponentType> {
  const id = `${name}/${expose.slice(2)}`;
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) {
      await sleep(RETRY_DELAYS_MS[attempt - 1]!);
      resetRemote(name);
    }
    try {
      const module = await loadRemote<unknown>(id);
      // the runtime plugin's fallback stands for a failure: its error says which
      if (isFallbackModule(module)) throw module[REMOTE_FALLBACK].error;
      const component = asComponent(module);
      if (component) return component;
      throw new Error(`${id} ${NO_COMPONENT}`);
    } catch (error) {
      lastError = error;
      const kind = classifyRemoteFailure(error);
      if (kind !== 'network') throw new RemoteLoadError(kind, error);
    }
  }
  throw new RemoteLoadError('network', lastError);
}

/**
 * One shared promise per exposed module. Failures (RemoteLoadError, with their kind) are not
 * cached: the next visit or Retry loads again.
 */
export function loadRemoteComponent(
  name: RemoteName,
  expose: RemoteExpose,
): Promise<ComponentType> {
  const key = `${name}/${expose}`;
  let pending = components.get(key);
  if (!pending) {
    pending = loadWithRetry(name, expose);
    components.set(key, pending);
    pending.then(
      (component) => resolved.set(key, component),
      () => components.delete(key),
    );
  }
  return pending;
}

/** The absolute URL of a remote's mf-manifest.json in the current brand config. */
export function remoteManifestUrl(name: RemoteName): string | null {
  const entry = manifests[name];
  return entry ? absolute(entry) : null;
}

/**
 * True once any of the remote's modules was asked for: the runtime then has its manifest.
 * (A module that loaded is still in `components`: `resolved` only adds its component.)
 */
export function isRemoteRequested(name: RemoteName): boolean {
  return [...components.keys()].some((key) => key.startsWith(`${name}/`));
}

/** The component if it already loaded (renders without a loading flash on revisits). */
export function peekRemoteComponent(name: RemoteName, expose: RemoteExpose): ComponentType | null {
  return resolved.get(`${name}/${expose}`) ?? null;
}
