// The axios side of the API client, loaded by api-client.ts on the first request that the page's
// early requests did not answer (a visitor's first view needs none of it: GUIDE.md section 6).
import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { getBrandConfig } from '../config/brand-config';
import { useSessionStore } from '../session/session-store';
import { rememberSignedOutReason } from '../session/signed-out-reason';
import { toast, TOAST_DURATIONS } from '../ui/toast/toast-store';
import { ApiError } from './api-error';
import { envelopeValue, failedStatusError } from './envelope';
import { startSlowTimer, stopSlowTimer } from './slow-connection';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Suppresses the 'No Internet' / 'Slow Connection' toasts (chat, unread counters). */
    silent?: boolean;
  }
}

/** The one axios instance: base URL from the brand config, bearer token, envelope unwrapped. */
export const apiClient = axios.create({ headers: { Accept: 'application/json' } });

apiClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  config.baseURL = getBrandConfig().apiBaseUrl || undefined;
  const token = useSessionStore.getState().session?.token;
  // A game page's call carries its own play token (X-Play-Token): the member token stays home.
  if (token && !config.headers.has('Authorization') && !config.headers.has('X-Play-Token'))
    config.headers.set('Authorization', `Bearer ${token}`);
  if (!config.silent) startSlowTimer(config);
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    stopSlowTimer(response.config);
    response.data = envelopeValue(response.status, response.data);
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
    const apiError = failedStatusError(error.response.status, error.response.data);
    const sentToken = error.config?.headers?.has?.('Authorization');
    if (apiError.code === 'NOT_LOGGED_IN' && sentToken) {
      // The platform may say why it ended the session (a session time limit), for the login screen.
      rememberSignedOutReason(apiError.value);
      useSessionStore.getState().clear();
    }
    throw apiError;
  },
);
