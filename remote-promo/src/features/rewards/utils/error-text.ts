import type { TFunction } from 'i18next';
import { isApiError } from '@lobby/shared';

/** A refused call in the member's words: the error catalogue's text (common:errors.*). */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('common:errors.unknown_error');
  return t(`common:errors.${error.messageKey}`, {
    defaultValue: t('common:errors.unknown_error'),
  });
}
