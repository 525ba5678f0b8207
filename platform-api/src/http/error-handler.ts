import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseEncodingError } from './database-errors.js';
import { failure } from './envelope.js';
import { ApiError, type ErrorCode } from './errors.js';

/**
 * Every failure leaves as an envelope. Errors Fastify raises for bad requests (malformed JSON,
 * oversized body, wrong content type, bad URL) keep their 4xx meaning; only unexpected errors
 * become 500 INTERNAL, and those are logged. A value the database refuses for its encoding (a
 * NUL byte a schema let through) is the client's bad input: 400, never 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const apiError = error instanceof ApiError ? error : fromFrameworkError(error);
    if (apiError.code === 'INTERNAL') {
      request.log.error({ err: error }, 'unhandled error');
    }
    // A failure that says when to come back (login delay, SMS resend) says it in HTTP too.
    const retryAfter = (apiError.value as { retryAfterSeconds?: unknown } | null)
      ?.retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return reply.code(apiError.status).send(failure(apiError));
  });
}

function fromFrameworkError(error: FastifyError): ApiError {
  if (isDatabaseEncodingError(error)) {
    return new ApiError('INVALID_INPUT', null, [{ path: '', messageKey: 'invalid_input' }]);
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new ApiError('PAYLOAD_TOO_LARGE');
  }
  if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new ApiError('UNSUPPORTED_MEDIA_TYPE');
  }
  if (status === 404) return new ApiError('NOT_FOUND');
  if (status === 429) return new ApiError('RATE_LIMITED', null);
  if (status >= 400 && status < 500) {
    const code: ErrorCode = 'INVALID_INPUT';
    return new ApiError(code, null, [{ path: '', messageKey: 'invalid_input' }]);
  }
  return new ApiError('INTERNAL');
}
