import type { ErrorCode } from '@lobby/platform-api/contract';
import axios, {
  type AxiosError,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import i18next from 'i18next';
import { getBrandConfig } from '../config/brand-config';
import { useSessionStore } from '../session/session-store';
import { rememberSignedOutReason } from '../session/signed-out-reason';
import { toast, TOAST_DURATIONS } from '../ui/toast/toast-store';
import { ApiError } from './api-error';
import { createEarlyAdapter } from './early-adapter';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Suppresses the 'No Internet' / 'Slow Connection' toasts (chat, unread counters). */
    silent?: boolean;
  }
}

export const SLOW_CONNECTION_MS = 8000;

const slowTimers = new WeakMap<object, ReturnType<typeof setTimeout>>();

function stopSlowTimer(config: object | undefined) {
  if (!config) return;
  const timer = slowTimers.get(config);
  if (timer) clearTimeout(timer);
  slowTimers.delete(config);
}

/** What arrives is checked loosely: a failure's code is trusted to be of the catalogue. */
interface Envelope {
  success: boolean;
  value: unknown;
  code?: ErrorCode;
  messageKey?: string;
  message?: string;
  details?: Array<{ path: string; messageKey: string }>;
}

function isEnvelope(data: unknown): data is Envelope {
  return (
    typeof data === 'object' && data !== null && typeof (data as Envelope).success === 'boolean'
  );
}

function envelopeError(status: number, body: Envelope): ApiError {
  return new ApiError(
    typeof body.code === 'string' ? body.code : 'INTERNAL',
    typeof body.messageKey === 'string' ? body.messageKey : 'unknown_error',
    status,
    body.value ?? null,
    Array.isArray(body.details) ? body.details : [],
    typeof body.message === 'string' ? body.message : undefined,
  );
}

/** The one axios instance: base URL from the brand config, bearer token, envelope unwrapped. */
export const apiClient = axios.create({ headers: { Accept: 'application/json' } });
apiClient.defaults.adapter = createEarlyAdapter(
  (config) => apiClient.getUri(config),
  axios.getAdapter(axios.defaults.adapter),
);

apiClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  config.baseURL = getBrandConfig().apiBaseUrl || undefined;
  const token = useSessionStore.getState().session?.token;
  if (token && !config.headers.has('Authorization'))
    config.headers.set('Authorization', `Bearer ${token}`);
  if (!config.silent) {
    slowTimers.set(
      config,
      setTimeout(
        () => toast.info(i18next.t('common:errors.slow_connection'), TOAST_DURATIONS.short),
        SLOW_CONNECTION_MS,
      ),
    );
  }
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    stopSlowTimer(response.config);
    const body: unknown = response.data;
    if (!isEnvelope(body)) {
      throw new ApiError(
        'INTERNAL',
        'unknown_error',
        response.status,
        null,
        [],
        'The answer is not an API envelope',
      );
    }
    if (!body.success) throw envelopeError(response.status, body);
    response.data = body.value;
    return response;
  },
  (error: AxiosError) => {
    stopSlowTimer(error.config);
    if (axios.isCancel(error)) throw error;
    if (!error.response) {
      if (!error.config?.silent)
        toast.error(i18next.t('common:errors.no_internet'), TOAST_DURATIONS.short);
      throw new ApiError('NETWORK', 'no_internet', 0, null, [], error.message);
    }
    const { status, data } = error.response;
    const apiError = isEnvelope(data)
      ? envelopeError(status, data)
      : new ApiError(
          status === 404 ? 'NOT_FOUND' : 'INTERNAL',
          status === 404 ? 'not_found' : 'unknown_error',
          status,
        );
    const sentToken = error.config?.headers?.has?.('Authorization');
    if (apiError.code === 'NOT_LOGGED_IN' && sentToken) {
      // The platform may say why it ended the session (a session time limit), for the login screen.
      rememberSignedOutReason(apiError.value);
      useSessionStore.getState().clear();
    }
    throw apiError;
  },
);

type Params = Record<string, string | number | boolean | undefined | null>;
type Options = Pick<AxiosRequestConfig, 'silent' | 'signal' | 'headers' | 'timeout'>;

/** apiGet<Wallet>('/wps/wallets/gcs') resolves to the envelope's value or rejects with ApiError. */
export async function apiGet<T>(url: string, params?: Params, options: Options = {}): Promise<T> {
  return (await apiClient.get<T>(url, { ...options, params })).data;
}

export async function apiPost<T>(url: string, body?: unknown, options: Options = {}): Promise<T> {
  return (await apiClient.post<T>(url, body, options)).data;
}

export async function apiPut<T>(url: string, body?: unknown, options: Options = {}): Promise<T> {
  return (await apiClient.put<T>(url, body, options)).data;
}

export async function apiDelete<T>(url: string, body?: unknown, options: Options = {}): Promise<T> {
  return (await apiClient.delete<T>(url, { ...options, data: body })).data;
}
