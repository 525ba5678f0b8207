import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { takeEarlyResponse } from './early-responses';

async function toAxiosResponse(
  response: Response,
  config: InternalAxiosRequestConfig,
): Promise<AxiosResponse> {
  const answer: AxiosResponse = {
    // raw text, so axios' own transformResponse parses it exactly as for a network answer
    data: await response.text(),
    status: response.status,
    statusText: response.statusText,
    headers: AxiosHeaders.from(Object.fromEntries(response.headers.entries())),
    config,
  };
  if (config.validateStatus && !config.validateStatus(response.status)) {
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      undefined,
      answer,
    );
  }
  return answer;
}

/**
 * Axios adapter that answers a visitor's GET from the request the page already started
 * (host/public/index.html) and sends everything else, or a failed early request, to the network.
 */
export function createEarlyAdapter(
  resolveUrl: (config: InternalAxiosRequestConfig) => string,
  network: AxiosAdapter,
): AxiosAdapter {
  return async (config) => {
    const early =
      config.method === 'get' && !config.headers.has('Authorization')
        ? takeEarlyResponse(resolveUrl(config))
        : undefined;
    if (early) {
      const response = await early.catch(() => null);
      if (response) return toAxiosResponse(response, config);
    }
    return network(config);
  };
}
