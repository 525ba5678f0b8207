import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors.js';

/** The browser's random client id (header X-Client-Id), which captchas and attempts bind to. */
export const CLIENT_ID_HEADER = 'x-client-id';
const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function clientIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CLIENT_ID_HEADER];
  return typeof value === 'string' && CLIENT_ID_PATTERN.test(value) ? value : undefined;
}

export function requireClientId(request: FastifyRequest): string {
  const id = clientIdOf(request);
  if (!id) {
    throw new ApiError('INVALID_INPUT', null, [
      { path: CLIENT_ID_HEADER, messageKey: 'invalid_input' },
    ]);
  }
  return id;
}
