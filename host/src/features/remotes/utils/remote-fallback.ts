import type { ComponentType } from 'react';

/** Marks the module the runtime plugin hands back instead of a remote that failed to load. */
export const REMOTE_FALLBACK = Symbol.for('lobby.remoteFallback');

export interface FallbackModule {
  default: ComponentType;
  [REMOTE_FALLBACK]: { id: string; error: unknown };
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && REMOTE_FALLBACK in value;
}
