import { isApiError, toast } from '@lobby/shared';
import type { TFunction } from 'i18next';
import { FirebaseCodeError } from '../firebase/firebase-code-error';

/** Shows the failure as a localized toast (network failures were already shown by the client). */
export function toastFailure(error: unknown, t: TFunction): void {
  if (isApiError(error) && error.code === 'NETWORK') return;
  const key =
    isApiError(error) || error instanceof FirebaseCodeError ? error.messageKey : 'unknown_error';
  toast.error(t(`common:errors.${key}`, { defaultValue: t('common:errors.unknown_error') }));
}

/** Whether a failed call says a captcha is now required (value.captcha). */
export function captchaRequested(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value = error.value as { captcha?: unknown } | null;
  return value?.captcha === true;
}
