import { create } from 'zustand';
import { api } from '../api/api-client';
import { safeLocalStorage } from '../storage/safe-storage';
import { deriveStatusCode, parseSystemStatus } from './parse-system-status';
import type { StatusCode, SystemStatus, WhitelabelKey } from './system-status-types';

export const STATUS_STORAGE_KEY = 'SYSTEM_STATUS';
export const SYSTEM_STATUS_URL = '/wps/system/status';

interface SystemStatusState {
  status: SystemStatus | null;
  statusCode: StatusCode;
  /** Where the current status came from: nothing yet, the local cache, or the server. */
  source: 'none' | 'cache' | 'network';
  failed: boolean;
}

export const useSystemStatusStore = create<SystemStatusState>()(() => ({
  status: null,
  statusCode: 0,
  source: 'none',
  failed: false,
}));

function readCachedStatus(): SystemStatus | null {
  const raw = safeLocalStorage.getItem(STATUS_STORAGE_KEY);
  try {
    return raw ? parseSystemStatus(JSON.parse(raw)) : null;
  } catch {
    safeLocalStorage.removeItem(STATUS_STORAGE_KEY);
    return null;
  }
}

function applyStatus(status: SystemStatus, source: 'cache' | 'network') {
  useSystemStatusStore.setState({
    status,
    statusCode: deriveStatusCode(status),
    source,
    failed: false,
  });
}

/** Uses the cached status at once (if any), then refreshes it from the server in the background. */
export function restoreCachedStatus(): boolean {
  const cached = readCachedStatus();
  if (cached) applyStatus(cached, 'cache');
  return cached !== null;
}

let inFlight: Promise<void> | null = null;

/** Fetches the status and caches it; keeps the previous one when the call fails. */
export function refreshSystemStatus(): Promise<void> {
  inFlight ??= api
    .get(SYSTEM_STATUS_URL, {}, { silent: true })
    .then((raw) => {
      const status = parseSystemStatus(raw);
      applyStatus(status, 'network');
      safeLocalStorage.setItem(STATUS_STORAGE_KEY, JSON.stringify(status));
    })
    .catch(() => useSystemStatusStore.setState({ failed: true }))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Start-up: cached status now, fresh status in the background. Resolves when fresh. */
export function loadSystemStatus(): Promise<void> {
  restoreCachedStatus();
  return refreshSystemStatus();
}

export function useSystemStatus(): SystemStatusState {
  return useSystemStatusStore();
}

/** Whether a white-label flag is on in the current status (off while unknown). */
export function whitelabel(key: WhitelabelKey): boolean {
  return useSystemStatusStore.getState().status?.info.whitelabel[key] === true;
}

export function useWhitelabel(key: WhitelabelKey): boolean {
  return useSystemStatusStore((state) => state.status?.info.whitelabel[key] === true);
}
