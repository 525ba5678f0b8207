import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { setBrandConfig, getBrandConfig } from '../config/brand-config';
import { useSessionStore } from '../session/session-store';
import type { SessionInfo } from '../session/session-types';
import { useToastStore } from '../ui/toast/toast-store';
import { api, SLOW_CONNECTION_MS } from './api-client';
import { apiClient } from './axios-client';
import { ApiError } from './api-error';

type Reply =
  { status: number; data: unknown } | 'network-error' | Promise<{ status: number; data: unknown }>;

const seen: InternalAxiosRequestConfig[] = [];

function useFakeServer(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const answer = await reply(config);
    if (answer === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = { ...answer, statusText: '', headers: {}, config };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
  };
  apiClient.defaults.adapter = adapter;
}

const session: SessionInfo = {
  token: 'tok-1',
  merchantCode: 'M',
  userName: 'demo',
  type: 0,
  firstTimeLogin: false,
};

describe('apiClient', () => {
  beforeEach(() => {
    seen.length = 0;
    useToastStore.setState({ toasts: [] });
    useSessionStore.getState().clear();
  });

  it('unwraps the envelope to its value', async () => {
    useFakeServer(() => ({ status: 200, data: { success: true, value: { sumBalance: 12.5 } } }));
    await expect(api.get('/wps/wallets/gcs')).resolves.toEqual({ sumBalance: 12.5 });
  });

  it('uses the brand apiBaseUrl and attaches the bearer token', async () => {
    setBrandConfig({ ...getBrandConfig(), apiBaseUrl: 'https://api.example.com' });
    useSessionStore.getState().setSession(session);
    useFakeServer(() => ({ status: 200, data: { success: true, value: true } }));
    await api.post('/wps/game/favourite', { body: { nodeId: 7 } });
    expect(seen[0]?.baseURL).toBe('https://api.example.com');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    setBrandConfig({ ...getBrandConfig(), apiBaseUrl: '' });
  });

  it("leaves the member token off a game page's call, which carries its play token", async () => {
    useSessionStore.getState().setSession(session);
    useFakeServer(() => ({
      status: 200,
      data: { success: true, value: { maxSeries: 1950, minSeries: 1700 } },
    }));
    await api.get('/lgw/customers/series', {}, { headers: { 'X-Play-Token': 'play-1' } });
    expect(seen[0]?.headers.get('X-Play-Token')).toBe('play-1');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('fills the path parameters and sends query and body where the axios config expects them', async () => {
    useFakeServer(() => ({ status: 200, data: { success: true, value: true } }));
    await api.post('/wps/inbox/:id/read', {
      params: { id: 'a/7' },
      query: { language: 'EN' },
      body: {},
    });
    expect(seen[0]?.method).toBe('post');
    expect(seen[0]?.url).toBe('/wps/inbox/a%2F7/read');
    expect(seen[0]?.params).toEqual({ language: 'EN' });
  });

  it('maps an error envelope to ApiError with code, messageKey, status and value', async () => {
    useFakeServer(() => ({
      status: 401,
      data: {
        success: false,
        value: { captcha: true },
        code: 'LOGIN_FAILED',
        messageKey: 'login_failed',
        message: 'x',
      },
    }));
    const error = await api
      .post('/wps/session/login', { body: { username: 'demo', password: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'LOGIN_FAILED',
      messageKey: 'login_failed',
      status: 401,
      value: { captcha: true },
    });
  });

  it('maps a non-envelope answer to unknown_error / not_found', async () => {
    useFakeServer(() => ({ status: 404, data: '<html>' }));
    await expect(api.get('/wps/system/country')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      messageKey: 'not_found',
    });
    useFakeServer(() => ({ status: 200, data: '<html>' }));
    await expect(api.get('/wps/system/downloads')).rejects.toMatchObject({
      messageKey: 'unknown_error',
    });
  });

  it('treats success:false on HTTP 200 as a failure', async () => {
    useFakeServer(() => ({
      status: 200,
      data: { success: false, value: null, code: 'NO_PERMISSION', messageKey: 'no_permission' },
    }));
    await expect(api.get('/wps/member/info')).rejects.toMatchObject({
      code: 'NO_PERMISSION',
      status: 200,
    });
  });

  it('maps a network failure to no_internet and toasts it', async () => {
    useFakeServer(() => 'network-error');
    await expect(api.get('/wps/member/info')).rejects.toMatchObject({
      code: 'NETWORK',
      messageKey: 'no_internet',
      status: 0,
    });
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(useToastStore.getState().toasts[0]?.kind).toBe('error');
  });

  it('stays quiet on a network failure of a silent call', async () => {
    useFakeServer(() => 'network-error');
    await expect(api.get('/wps/member/info', {}, { silent: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('clears the session when a member call answers NOT_LOGGED_IN', async () => {
    useSessionStore.getState().setSession(session);
    useFakeServer(() => ({
      status: 401,
      data: { success: false, value: null, code: 'NOT_LOGGED_IN', messageKey: 'not_logged_in' },
    }));
    await expect(api.delete('/wps/session/logout')).rejects.toMatchObject({
      code: 'NOT_LOGGED_IN',
    });
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('shows Slow Connection after 8 s while the request continues', async () => {
    jest.useFakeTimers();
    let answer: ((value: { status: number; data: unknown }) => void) | null = null;
    useFakeServer(() => new Promise((resolve) => (answer = resolve)));
    const pending = api.get('/wps/system/customerService');
    await jest.advanceTimersByTimeAsync(SLOW_CONNECTION_MS - 1);
    expect(answer).not.toBeNull();
    expect(useToastStore.getState().toasts).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(useToastStore.getState().toasts.map((t) => t.kind)).toEqual(['info']);
    answer!({ status: 200, data: { success: true, value: 'late' } });
    await expect(pending).resolves.toBe('late');
    jest.useRealTimers();
  });

  it('does not warn about a slow connection when the answer is quick', async () => {
    jest.useFakeTimers();
    useFakeServer(() => ({ status: 200, data: { success: true, value: 1 } }));
    await api.get('/wps/system/country');
    jest.advanceTimersByTime(SLOW_CONNECTION_MS * 2);
    expect(useToastStore.getState().toasts).toHaveLength(0);
    jest.useRealTimers();
  });
});
