import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/axios-client';

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: InternalAxiosRequestConfig['headers'];
}

export type FakeReply =
  { status: number; body: unknown } | 'network-error' | Promise<{ status: number; body: unknown }>;

export const ok = (value: unknown) => ({ status: 200, body: { success: true, value } });

export const fail = (status: number, code: string, messageKey: string, value: unknown = null) => ({
  status,
  body: { success: false, value, code, messageKey, message: code },
});

/**
 * Answers the shared API client's requests at the axios adapter: `handle` gets each request
 * and returns the reply. Returns the list of requests seen.
 */
export function fakeApi(handle: (request: FakeRequest) => FakeReply): FakeRequest[] {
  const seen: FakeRequest[] = [];
  apiClient.defaults.adapter = async (config) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: config.headers,
    };
    seen.push(request);
    const reply = await handle(request);
    if (reply === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
  };
  return seen;
}
