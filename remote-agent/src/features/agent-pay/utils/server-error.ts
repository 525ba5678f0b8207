import type { TFunction } from 'i18next';
import { isApiError } from '@lobby/shared';

/** A refused call in the agent's words: the error catalogue's text (common:errors.*). */
export function serverErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('common:errors.unknown_error');
  return t(`common:errors.${error.messageKey}`);
}

/** The field path the server named, if any (e.g. `rates.LOTT`, `password`). */
export function errorPath(error: unknown): string | null {
  return isApiError(error) ? (error.details[0]?.path ?? null) : null;
}
