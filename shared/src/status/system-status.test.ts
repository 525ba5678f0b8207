import { apiClient } from '../api/axios-client';
import { deriveStatusCode, parseSystemStatus } from './parse-system-status';
import {
  STATUS_STORAGE_KEY,
  loadSystemStatus,
  useSystemStatusStore,
  whitelabel,
} from './system-status-store';

const payload = (
  maintenance: boolean,
  regionRestriction: boolean,
  flags: Record<string, boolean> = {},
) => ({
  info: { whitelabel: flags, currency: { code: 'PHP', symbol: '₱' }, customerService: [] },
  location: { ip: '1.2.3.4' },
  maintenance,
  regionRestriction,
});

function serve(body: unknown, status = 200) {
  apiClient.defaults.adapter = async (config) => {
    if (status !== 200) throw Object.assign(new Error('down'), { config, isAxiosError: true });
    return { status, statusText: '', headers: {}, config, data: { success: true, value: body } };
  };
}

describe('deriveStatusCode', () => {
  it('is 0 normal, 1 maintenance (also with region), 2 region only', () => {
    expect(deriveStatusCode({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(deriveStatusCode({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(deriveStatusCode({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(deriveStatusCode({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(deriveStatusCode(null)).toBe(0);
  });
});

describe('parseSystemStatus', () => {
  it('rejects payloads without the two flags', () => {
    expect(() => parseSystemStatus({ maintenance: 'yes' })).toThrow();
    expect(() => parseSystemStatus(null)).toThrow();
  });

  it('keeps only true flags as on', () => {
    const parsed = parseSystemStatus(
      payload(false, false, { CBS3: true, REWCEN3: 'true' as never }),
    );
    expect(parsed.info.whitelabel).toEqual({ CBS3: true, REWCEN3: false });
    expect(parsed.info.currency.symbol).toBe('₱');
  });
});

describe('system status store', () => {
  beforeEach(() =>
    useSystemStatusStore.setState({ status: null, statusCode: 0, source: 'none', failed: false }),
  );

  it('uses the cached status at once, then the fresh one, and caches it', async () => {
    window.localStorage.setItem(STATUS_STORAGE_KEY, JSON.stringify(payload(true, false)));
    serve(payload(false, true, { REFERRAL3: true }));
    const done = loadSystemStatus();
    expect(useSystemStatusStore.getState()).toMatchObject({ statusCode: 1, source: 'cache' });
    await done;
    expect(useSystemStatusStore.getState()).toMatchObject({ statusCode: 2, source: 'network' });
    expect(
      JSON.parse(window.localStorage.getItem(STATUS_STORAGE_KEY) ?? '{}').regionRestriction,
    ).toBe(true);
    expect(whitelabel('REFERRAL3')).toBe(true);
    expect(whitelabel('CBS3')).toBe(false);
  });

  it('keeps the cached status when the refresh fails', async () => {
    window.localStorage.setItem(STATUS_STORAGE_KEY, JSON.stringify(payload(true, true)));
    serve(null, 500);
    await loadSystemStatus();
    expect(useSystemStatusStore.getState()).toMatchObject({
      statusCode: 1,
      source: 'cache',
      failed: true,
    });
  });

  it('drops a corrupt cache entry', async () => {
    window.localStorage.setItem(STATUS_STORAGE_KEY, '{broken');
    serve(payload(false, false));
    const done = loadSystemStatus();
    expect(useSystemStatusStore.getState().source).toBe('none');
    await done;
    expect(useSystemStatusStore.getState()).toMatchObject({ statusCode: 0, source: 'network' });
  });

  it('starts and caches in memory when the browser refuses web storage (SecurityError)', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      serve(payload(true, false));
      let done: Promise<void> = Promise.resolve();
      expect(() => {
        done = loadSystemStatus();
      }).not.toThrow();
      await done;
      expect(useSystemStatusStore.getState()).toMatchObject({ statusCode: 1, source: 'network' });
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});
