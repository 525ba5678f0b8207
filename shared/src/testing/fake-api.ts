import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { AnswerOf, EndpointKey, HttpMethod } from '@lobby/platform-api/contract';
import { apiClient } from '../api/axios-client';

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: InternalAxiosRequestConfig['headers'];
}

export type FakeReply =
  | { status: number; body: unknown }
  | 'network-error'
  | Promise<{ status: number; body: unknown } | 'network-error'>;

export const ok = (value: unknown) => ({ status: 200, body: { success: true, value } });

/** A failure envelope (`code` of the error catalogue) with its HTTP status. */
export const fail = (status: number, code: string, messageKey: string, value: unknown = null) => ({
  status,
  body: { success: false, value, code, messageKey, message: code },
  [FAILURE]: true as const,
});

const FAILURE = Symbol('fake failure');
type FakeFailure = ReturnType<typeof fail>;

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

/** What `METHOD path` of the endpoint table answers inside the envelope. */
export type FakeAnswer<K extends EndpointKey> = K extends `${infer M extends HttpMethod} ${infer P}`
  ? AnswerOf<M, P>
  : never;

/** Each endpoint's fake: its answer (typed by the contract), a `fail(...)` or 'network-error'. */
export type EndpointFakes = {
  [K in EndpointKey]?: (
    request: FakeRequest,
  ) =>
    | FakeAnswer<K>
    | FakeFailure
    | 'network-error'
    | Promise<FakeAnswer<K> | FakeFailure | 'network-error'>;
};

/** `/wps/inbox/:id/read` → a pattern matching `/wps/inbox/7/read`. */
const pathPattern = (key: string) =>
  new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

/**
 * fakeApi typed by the contract's endpoint table: `fakeEndpoints({ 'GET /wps/agent/links': () =>
 * [link] })` answers each listed call with a value of its answer type (a wrong shape does not
 * compile), and every other call with 404 NOT_FOUND. Returns the requests seen.
 */
export function fakeEndpoints(fakes: EndpointFakes): FakeRequest[] {
  const routes = Object.entries(fakes).map(([key, answer]) => ({
    pattern: pathPattern(key),
    answer: answer as (request: FakeRequest) => unknown,
  }));
  return fakeApi(async (request) => {
    const route = routes.find(({ pattern }) => pattern.test(`${request.method} ${request.url}`));
    if (!route) return fail(404, 'NOT_FOUND', 'not_found');
    const answer = await route.answer(request);
    if (answer === 'network-error') return answer;
    if (typeof answer === 'object' && answer !== null && FAILURE in answer) {
      return answer as FakeFailure;
    }
    return ok(answer);
  });
}
