import type { ErrorCode } from '@lobby/platform-api/contract';
import { ApiError } from './api-error';

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

/** A 2xx answer's value, or the ApiError of a failure envelope or of a body that is none. */
export function envelopeValue(status: number, body: unknown): unknown {
  if (!isEnvelope(body)) {
    throw new ApiError(
      'INTERNAL',
      'unknown_error',
      status,
      null,
      [],
      'The answer is not an API envelope',
    );
  }
  if (!body.success) throw envelopeError(status, body);
  return body.value;
}

/** The ApiError of an answer with a failed HTTP status. */
export function failedStatusError(status: number, body: unknown): ApiError {
  return isEnvelope(body)
    ? envelopeError(status, body)
    : new ApiError(
        status === 404 ? 'NOT_FOUND' : 'INTERNAL',
        status === 404 ? 'not_found' : 'unknown_error',
        status,
      );
}
