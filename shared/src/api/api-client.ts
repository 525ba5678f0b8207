import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { answerFromEarlyRequest } from './early-answer';
import type { Params } from './request-url';

export { SLOW_CONNECTION_MS } from './slow-connection';

type Options = Pick<AxiosRequestConfig, 'silent' | 'signal' | 'headers' | 'timeout'>;

let axiosClient: Promise<AxiosInstance> | undefined;

/**
 * The one API client (axios instance, interceptors: base URL, token, slow-connection toast,
 * envelope → ApiError, 401 → signed out). Its module and axios load on the first request the
 * page's early requests do not answer, so a visitor's first view runs without them.
 */
export function loadApiClient(): Promise<AxiosInstance> {
  axiosClient ??= import('./axios-client').then((module) => module.apiClient);
  return axiosClient;
}

/** apiGet<Wallet>('/wps/wallets/gcs') resolves to the envelope's value or rejects with ApiError. */
export async function apiGet<T>(url: string, params?: Params, options: Options = {}): Promise<T> {
  if (!options.headers) {
    const early = await answerFromEarlyRequest(url, params, options.silent === true);
    if (early) return early.value as T;
  }
  return (await (await loadApiClient()).get<T>(url, { ...options, params })).data;
}

export async function apiPost<T>(url: string, body?: unknown, options: Options = {}): Promise<T> {
  return (await (await loadApiClient()).post<T>(url, body, options)).data;
}

export async function apiPut<T>(url: string, body?: unknown, options: Options = {}): Promise<T> {
  return (await (await loadApiClient()).put<T>(url, body, options)).data;
}

export async function apiDelete<T>(url: string, body?: unknown, options: Options = {}): Promise<T> {
  return (await (await loadApiClient()).delete<T>(url, { ...options, data: body })).data;
}
