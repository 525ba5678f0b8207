import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type {
  AnswerOf,
  BodyOf,
  HttpMethod,
  ParamsOf,
  PathOf,
  QueryOf,
} from '@lobby/platform-api/contract';
import { answerFromEarlyRequest } from './early-answer';
import type { Params } from './request-url';

export { SLOW_CONNECTION_MS } from './slow-connection';

/** How a call travels (not what it asks): quiet about network trouble, cancellable, headers. */
export type CallOptions = Pick<AxiosRequestConfig, 'silent' | 'signal' | 'headers' | 'timeout'>;

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

type Field<K extends string, T> = [T] extends [never]
  ? unknown
  : K extends 'params'
    ? { [key in K]: T }
    : Record<never, never> extends T
      ? { [key in K]?: T }
      : { [key in K]: T };

/**
 * What a call of `METHOD path` sends, typed by the contract's endpoint table: its path
 * parameters (`params`), query (`query`) and body (`body`), each only where the call has one.
 */
export type CallRequest<M extends HttpMethod, P extends string> = Field<'params', ParamsOf<M, P>> &
  Field<'query', QueryOf<M, P>> &
  Field<'body', BodyOf<M, P>>;

type CallArgs<M extends HttpMethod, P extends string> =
  object extends CallRequest<M, P>
    ? [request?: CallRequest<M, P>, options?: CallOptions]
    : [request: CallRequest<M, P>, options?: CallOptions];

interface AnyRequest {
  params?: Record<string, string | number>;
  query?: Params;
  body?: unknown;
}

/** `/wps/inbox/:id/read` with `{ id: 7 }` → `/wps/inbox/7/read`. */
export function fillPath(path: string, params: AnyRequest['params'] = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

async function call(
  method: HttpMethod,
  path: string,
  { params, query, body }: AnyRequest = {},
  options: CallOptions = {},
): Promise<unknown> {
  const url = fillPath(path, params);
  if (method === 'GET' && !options.headers) {
    const early = await answerFromEarlyRequest(url, query, options.silent === true);
    if (early) return early.value;
  }
  const client = await loadApiClient();
  const response = await client.request({ ...options, method, url, params: query, data: body });
  return response.data;
}

function caller<M extends HttpMethod>(method: M) {
  return <P extends PathOf<M>>(path: P, ...[request, options]: CallArgs<M, P>) =>
    call(method, path, request as AnyRequest, options) as Promise<AnswerOf<M, P>>;
}

/**
 * The platform's calls, typed by the contract's endpoint table: the path picks the request and
 * the answer (the envelope's value), a path or body the contract lacks does not compile.
 * `api.get('/wps/member/info')`, `api.post('/wps/inbox/:id/read', { params: { id }, body })`.
 * Rejects with ApiError. (PATCH is operator-only: no front-end call.)
 */
export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  delete: caller('DELETE'),
};
