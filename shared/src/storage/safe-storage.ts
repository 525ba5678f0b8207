/**
 * Web storage that never throws. Browsers refuse `localStorage` / `sessionStorage` in
 * third-party frames, with site data blocked and in some private modes: reading the property
 * itself throws a SecurityError, or a write throws QuotaExceededError. Every storage access of
 * the app goes through here, so such a browser still gets a working site; what cannot be stored
 * is kept in memory for this page's life instead.
 */
export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

type StorageName = 'localStorage' | 'sessionStorage';

function realStorage(name: StorageName): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null; // the getter itself throws (SecurityError)
  }
}

export function createSafeStorage(name: StorageName): SafeStorage {
  // Values the browser refused to store; they win over the real storage until stored there.
  const memory = new Map<string, string>();
  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return realStorage(name)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        const storage = realStorage(name);
        if (!storage) throw new Error('storage unavailable');
        storage.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        realStorage(name)?.removeItem(key);
      } catch {
        // nothing stored there that could be read back
      }
    },
  };
}

/** `window.localStorage`, or memory when the browser refuses it. */
export const safeLocalStorage: SafeStorage = createSafeStorage('localStorage');
/** `window.sessionStorage`, or memory when the browser refuses it. */
export const safeSessionStorage: SafeStorage = createSafeStorage('sessionStorage');
