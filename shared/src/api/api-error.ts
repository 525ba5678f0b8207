import type { ErrorCode, RefusalCode, RefusalValueOf } from '@lobby/platform-api/contract';

/** A code of the platform's error catalogue, or NETWORK when no answer arrived. */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/** A failed platform call, mapped to the error catalogue of API.md / spec section 8. */
export class ApiError extends Error {
  constructor(
    /** Stable code: 'NOT_LOGGED_IN', 'LOGIN_FAILED', ... or 'NETWORK' when the server was unreachable. */
    readonly code: ApiErrorCode,
    /** Translated by the UI as t(`common:errors.${messageKey}`). */
    readonly messageKey: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** The envelope's value (e.g. `{ captcha: true }` on LOGIN_FAILED). */
    readonly value: unknown = null,
    readonly details: ReadonlyArray<{ path: string; messageKey: string }> = [],
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The value a refusal of `code` carries, typed by the contract's refusalValues; null when the
 * error is not that refusal (or it sent none). The one way the screens read a refusal's value.
 */
export function refusalValue<C extends RefusalCode>(
  error: unknown,
  code: C,
): RefusalValueOf<C> | null {
  if (!isApiError(error) || error.code !== code) return null;
  return (error.value ?? null) as RefusalValueOf<C> | null;
}
