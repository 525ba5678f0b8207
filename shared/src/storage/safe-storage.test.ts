import { createSafeStorage } from './safe-storage';

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

/** Makes `window[name]` throw on read, as a browser with site data blocked does. */
function refuse(name: 'localStorage' | 'sessionStorage') {
  const original = Object.getOwnPropertyDescriptor(window, name);
  Object.defineProperty(window, name, {
    configurable: true,
    get: () => {
      throw securityError();
    },
  });
  return () => {
    if (original) Object.defineProperty(window, name, original);
  };
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('createSafeStorage', () => {
  it('reads and writes the real storage when the browser allows it', () => {
    const storage = createSafeStorage('localStorage');
    storage.setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    window.localStorage.setItem('other', 'x');
    expect(storage.getItem('other')).toBe('x');
    storage.removeItem('k');
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it.each(['localStorage', 'sessionStorage'] as const)(
    'keeps working in memory when reading window.%s throws',
    (name) => {
      const restore = refuse(name);
      try {
        const storage = createSafeStorage(name);
        expect(() => storage.getItem('k')).not.toThrow();
        expect(storage.getItem('k')).toBeNull();
        expect(() => storage.setItem('k', 'v')).not.toThrow();
        expect(storage.getItem('k')).toBe('v');
        expect(() => storage.removeItem('k')).not.toThrow();
        expect(storage.getItem('k')).toBeNull();
      } finally {
        restore();
      }
    },
  );

  it('keeps a value in memory when the write is refused (quota) and reads it back', () => {
    const storage = createSafeStorage('localStorage');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    jest.restoreAllMocks();
    // once the browser takes it again, the stored value is the real one
    storage.setItem('k', 'w');
    expect(window.localStorage.getItem('k')).toBe('w');
    expect(storage.getItem('k')).toBe('w');
  });

  it('answers null when getItem and removeItem themselves throw', () => {
    const storage = createSafeStorage('sessionStorage');
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw securityError();
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw securityError();
    });
    expect(storage.getItem('k')).toBeNull();
    expect(() => storage.removeItem('k')).not.toThrow();
  });
});
