import { ApiError, ERROR_CATALOGUE, type ErrorCode, type ErrorDetail } from './errors.js';

export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

export interface FailureEnvelope {
  success: false;
  value: unknown;
  code: ErrorCode;
  messageKey: string;
  message: string;
  details?: ErrorDetail[];
}

export function ok<T>(value: T): SuccessEnvelope<T> {
  return { success: true, value };
}

export function failure(error: ApiError): FailureEnvelope {
  const envelope: FailureEnvelope = {
    success: false,
    value: error.value,
    code: error.code,
    messageKey: error.messageKey,
    message: ERROR_CATALOGUE[error.code].message,
  };
  if (error.details && error.details.length > 0) envelope.details = error.details;
  return envelope;
}
