import { getBrandConfig } from '../config/brand-config';
import { useSessionStore } from '../session/session-store';
import { takeEarlyResponse } from './early-responses';
import { envelopeValue, failedStatusError } from './envelope';
import { requestUrl, type Params } from './request-url';
import { startSlowTimer, stopSlowTimer } from './slow-connection';

function parseBody(text: string): unknown {
  // as axios' transformResponse: JSON when it parses, the raw text otherwise
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A visitor's GET answered from the request the page already started (host/public/index.html),
 * through the same envelope and error mapping as an axios answer; `undefined` when there is none
 * or it failed (or its body could not be read), and the caller asks the network. A member's calls carry a token, so never these.
 */
export async function answerFromEarlyRequest(
  path: string,
  params: Params | undefined,
  silent: boolean,
): Promise<{ value: unknown } | undefined> {
  if (useSessionStore.getState().session?.token) return undefined;
  const pending = takeEarlyResponse(
    requestUrl(getBrandConfig().apiBaseUrl || undefined, path, params),
  );
  if (!pending) return undefined;
  const request = {};
  if (!silent) startSlowTimer(request);
  try {
    const response = await pending.catch(() => null);
    if (!response) return undefined;
    const text = await response.text().catch(() => null);
    if (text === null) return undefined;
    const body = parseBody(text);
    if (!response.ok) throw failedStatusError(response.status, body);
    return { value: envelopeValue(response.status, body) };
  } finally {
    stopSlowTimer(request);
  }
}
