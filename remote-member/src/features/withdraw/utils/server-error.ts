import type { TFunction } from 'i18next';
import { isApiError } from '@lobby/shared';

/**
 * A refused call in the member's words: a locked payment password says how long to wait,
 * everything else is the catalogue's text (common:errors.*).
 */
export function serverErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('common:errors.unknown_error');
  if (error.code === 'RATE_LIMITED') {
    const seconds = (error.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
    if (seconds) return t('wallet:withdraw.locked', { minutes: Math.ceil(seconds / 60) });
  }
  return t(`common:errors.${error.messageKey}`);
}

/** Whether the server refused one field (its `details`), to show the text under that field. */
export function isFieldError(error: unknown, path: string): boolean {
  return isApiError(error) && error.details.some((detail) => detail.path === path);
}
