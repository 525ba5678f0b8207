import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient, apiGet } from './api-client';
import { ApiError } from './api-error';
import { createEarlyAdapter } from './early-adapter';

function answer(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Map([['content-type', 'application/json']]),
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

function earlyFor(path: string, response: Promise<Response>) {
  window.__LOBBY_EARLY__ = { [new URL(path, window.location.href).href]: response };
}

describe('early responses through the API client', () => {
  const networkCalls: InternalAxiosRequestConfig[] = [];
  const network: AxiosAdapter = async (config) => {
    networkCalls.push(config);
    return {
      data: JSON.stringify({ success: true, value: 'from network' }),
      status: 200,
      statusText: '',
      headers: {},
      config,
    };
  };

  beforeEach(() => {
    networkCalls.length = 0;
    delete window.__LOBBY_EARLY__;
    apiClient.defaults.adapter = createEarlyAdapter((config) => apiClient.getUri(config), network);
  });

  it('answers the first GET of that URL from the early request, the next from the network', async () => {
    earlyFor(
      '/wps/banners?groupName=m_home',
      Promise.resolve(answer(200, { success: true, value: ['early'] })),
    );
    await expect(apiGet('/wps/banners', { groupName: 'm_home' })).resolves.toEqual(['early']);
    expect(networkCalls).toHaveLength(0);
    await expect(apiGet('/wps/banners', { groupName: 'm_home' })).resolves.toBe('from network');
    expect(networkCalls).toHaveLength(1);
  });

  it('ignores early requests of other URLs', async () => {
    earlyFor('/wps/system/status', Promise.resolve(answer(200, { success: true, value: 1 })));
    await expect(apiGet('/wps/banners', { groupName: 'other' })).resolves.toBe('from network');
  });

  it('maps an early error envelope to ApiError like a network answer', async () => {
    earlyFor(
      '/wps/system/status',
      Promise.resolve(answer(500, { success: false, code: 'INTERNAL', messageKey: 'boom' })),
    );
    const error = await apiGet('/wps/system/status').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INTERNAL', messageKey: 'boom', status: 500 });
    expect(networkCalls).toHaveLength(0);
  });

  it('asks the network when the early request failed', async () => {
    earlyFor('/wps/system/status', Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiGet('/wps/system/status')).resolves.toBe('from network');
    expect(networkCalls).toHaveLength(1);
  });

  it('never answers a request that carries a token from a visitor request', async () => {
    earlyFor('/wps/system/status', Promise.resolve(answer(200, { success: true, value: 1 })));
    const adapter = createEarlyAdapter(() => '/wps/system/status', network);
    await adapter({
      method: 'get',
      url: '/wps/system/status',
      headers: new AxiosHeaders({ Authorization: 'Bearer t' }),
    } as InternalAxiosRequestConfig);
    expect(networkCalls).toHaveLength(1);
    expect(window.__LOBBY_EARLY__).not.toEqual({});
  });

  it('rejects with an AxiosError carrying the response for a failed status', async () => {
    earlyFor('/x', Promise.resolve(answer(404, { success: false })));
    const adapter = createEarlyAdapter(() => '/x', network);
    const error = await adapter({
      method: 'get',
      url: '/x',
      headers: new AxiosHeaders(),
      validateStatus: (status: number) => status < 300,
    } as InternalAxiosRequestConfig).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(404);
  });
});
