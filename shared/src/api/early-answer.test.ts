import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { getBrandConfig, setBrandConfig } from '../config/brand-config';
import { useSessionStore } from '../session/session-store';
import { useToastStore } from '../ui/toast/toast-store';
import { api, loadApiClient, SLOW_CONNECTION_MS } from './api-client';
import { ApiError } from './api-error';
import { requestUrl } from './request-url';

// Counts evaluations of the axios side of the client: the first view must not need it.
const mockAxiosClientLoads = jest.fn();
jest.mock('./axios-client', () => {
  mockAxiosClientLoads();
  return jest.requireActual('./axios-client');
});

function answer(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  } as unknown as Response;
}

function earlyFor(url: string, response: Promise<Response>) {
  window.__LOBBY_EARLY__ = { [new URL(url, window.location.href).href]: response };
}

const networkCalls: InternalAxiosRequestConfig[] = [];
const network: AxiosAdapter = async (config) => {
  networkCalls.push(config);
  return {
    data: { success: true, value: 'from network' },
    status: 200,
    statusText: '',
    headers: {},
    config,
  };
};

beforeEach(() => {
  networkCalls.length = 0;
  delete window.__LOBBY_EARLY__;
  useToastStore.setState({ toasts: [] });
  useSessionStore.getState().clear();
});

describe('a visitor GET the page started early', () => {
  // first in this file: nothing has loaded the axios side yet
  it('is answered without loading axios', async () => {
    earlyFor(
      '/wps/banners?groupName=m_home',
      Promise.resolve(answer(200, { success: true, value: ['early'] })),
    );
    await expect(api.get('/wps/banners', { query: { groupName: 'm_home' } })).resolves.toEqual([
      'early',
    ]);
    expect(mockAxiosClientLoads).not.toHaveBeenCalled();
  });

  it('is answered once; the next GET of that URL loads axios and goes to the network', async () => {
    (await loadApiClient()).defaults.adapter = network;
    expect(mockAxiosClientLoads).toHaveBeenCalledTimes(1);
    earlyFor('/wps/system/status', Promise.resolve(answer(200, { success: true, value: 1 })));
    await expect(api.get('/wps/system/status')).resolves.toBe(1);
    await expect(api.get('/wps/system/status')).resolves.toBe('from network');
    expect(networkCalls.map((config) => config.url)).toEqual(['/wps/system/status']);
  });

  it('goes through axios and its interceptors when another URL was started', async () => {
    (await loadApiClient()).defaults.adapter = network;
    setBrandConfig({ ...getBrandConfig(), apiBaseUrl: 'https://api.example.com' });
    earlyFor('/wps/system/status', Promise.resolve(answer(200, { success: true, value: 1 })));
    await expect(api.get('/wps/banners', { query: { groupName: 'other' } })).resolves.toBe(
      'from network',
    );
    expect(networkCalls[0]?.baseURL).toBe('https://api.example.com');
    setBrandConfig({ ...getBrandConfig(), apiBaseUrl: '' });
  });

  it('is looked up under the brand apiBaseUrl', async () => {
    setBrandConfig({ ...getBrandConfig(), apiBaseUrl: 'https://api.example.com/' });
    earlyFor(
      'https://api.example.com/wps/system/status',
      Promise.resolve(answer(200, { success: true, value: 'early' })),
    );
    await expect(api.get('/wps/system/status')).resolves.toBe('early');
    setBrandConfig({ ...getBrandConfig(), apiBaseUrl: '' });
  });

  it('maps an error envelope to ApiError as an axios answer', async () => {
    (await loadApiClient()).defaults.adapter = network;
    earlyFor(
      '/wps/system/status',
      Promise.resolve(answer(500, { success: false, code: 'INTERNAL', messageKey: 'boom' })),
    );
    const error = await api.get('/wps/system/status').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INTERNAL', messageKey: 'boom', status: 500 });
    earlyFor('/wps/system/country', Promise.resolve(answer(404, '<html>')));
    await expect(api.get('/wps/system/country')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    earlyFor('/wps/system/downloads', Promise.resolve(answer(200, '<html>')));
    await expect(api.get('/wps/system/downloads')).rejects.toMatchObject({
      messageKey: 'unknown_error',
    });
    expect(networkCalls).toHaveLength(0);
  });

  it('is asked again on the network when the early request failed', async () => {
    (await loadApiClient()).defaults.adapter = network;
    earlyFor('/wps/system/status', Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/wps/system/status')).resolves.toBe('from network');
    expect(networkCalls).toHaveLength(1);
  });

  it('never answers a member, whose calls carry a token', async () => {
    (await loadApiClient()).defaults.adapter = network;
    useSessionStore.getState().setSession({
      token: 'tok-1',
      merchantCode: 'M',
      userName: 'demo',
      type: 0,
      firstTimeLogin: false,
    });
    earlyFor('/wps/system/status', Promise.resolve(answer(200, { success: true, value: 1 })));
    await expect(api.get('/wps/system/status')).resolves.toBe('from network');
    expect(networkCalls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(Object.keys(window.__LOBBY_EARLY__ ?? {})).toHaveLength(1);
  });

  it('shows Slow Connection after 8 s while the early answer is pending', async () => {
    jest.useFakeTimers();
    let respond: ((response: Response) => void) | null = null;
    earlyFor('/wps/system/customerService', new Promise((resolve) => (respond = resolve)));
    const pending = api.get('/wps/system/customerService');
    await jest.advanceTimersByTimeAsync(SLOW_CONNECTION_MS);
    expect(useToastStore.getState().toasts.map((t) => t.kind)).toEqual(['info']);
    respond!(answer(200, { success: true, value: 'late' }));
    await expect(pending).resolves.toBe('late');
    jest.useRealTimers();
  });
});

describe('requestUrl', () => {
  it('is the URL axios asks for the same base, path and parameters', () => {
    const cases: Array<[string | undefined, string, Record<string, unknown> | undefined]> = [
      [undefined, '/wps/banners', { groupName: 'm_home' }],
      [undefined, '/wps/system/status', undefined],
      [
        'https://api.example.com/',
        '/wps/game/hot',
        { isPlatform: '2', language: 'EN', gameType: '' },
      ],
      [
        'https://api.example.com',
        'wps/x',
        { a: 'b c', d: 'x:y,$[]', e: null, f: undefined, g: true, h: 3 },
      ],
      [undefined, '/wps/x?y=1', { z: 'é&=' }],
    ];
    for (const [baseURL, url, params] of cases) {
      expect(requestUrl(baseURL, url, params as never)).toBe(
        axios.getUri({ baseURL, url, params }),
      );
    }
  });
});
