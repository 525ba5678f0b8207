import type { TFunction } from 'i18next';
import type { ApiError } from '@lobby/shared';

/** The lobby's own text for the game errors, else the shared catalogue's (namespace common). */
export function errorText(t: TFunction, error: ApiError): string {
  return t(`errors.${error.messageKey}`, {
    ns: 'lobby',
    defaultValue: t(`errors.${error.messageKey}`, { ns: 'common', defaultValue: error.message }),
  });
}
