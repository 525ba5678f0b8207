import {
  apiErrorText,
  isApiError,
  refusalValue,
  rememberExclusion,
  TOAST_DURATIONS,
  toast,
} from '@lobby/shared';
import type { TFunction } from 'i18next';
import { FirebaseCodeError } from './firebase-code-error';

const SHOWN_WAIT_MAX_SECONDS = 60;

/** Shows the failure as a localized toast (network failures were already shown by the client). */
export function toastFailure(error: unknown, t: TFunction): void {
  if (isApiError(error) && error.code === 'NETWORK') return;
  const wait = retryAfterSeconds(error);
  // A short wait (the login delay after many failures: at most 8 s) is worth telling exactly;
  // longer ones of an attempt limit (trial accounts) are told in minutes.
  if (wait !== null && wait <= SHOWN_WAIT_MAX_SECONDS) {
    toast.error(t('common:errors.try_again_in', { count: wait }));
    return;
  }
  if (wait !== null && isApiError(error) && error.code === 'RATE_LIMITED') {
    // An hourly attempt limit (trial accounts): the minutes to wait, long enough to read. SMS
    // limits keep their own words, which say what was asked too often.
    toast.error(
      t('common:errors.try_again_in_minutes', { count: Math.ceil(wait / 60) }),
      TOAST_DURATIONS.long,
    );
    return;
  }
  if (isApiError(error) && error.code === 'SELF_EXCLUDED') {
    // A time-out or self-exclusion: its end date, long enough to read; no marketing here till then.
    const until = refusalValue(error, 'SELF_EXCLUDED')?.until;
    if (until) rememberExclusion(until);
    toast.error(apiErrorText(error, t), TOAST_DURATIONS.long);
    return;
  }
  if (isApiError(error) && error.code === 'TRIAL_EXCLUDED_DEVICE') {
    // Free play paused on a device where an excluded member's login was refused: until when.
    toast.error(apiErrorText(error, t), TOAST_DURATIONS.long);
    return;
  }
  const key =
    isApiError(error) || error instanceof FirebaseCodeError ? error.messageKey : 'unknown_error';
  toast.error(t(`common:errors.${key}`, { defaultValue: t('common:errors.unknown_error') }));
}

/** The whole seconds a refused call says to wait (a 429's retryAfterSeconds), if it says so. */
export function retryAfterSeconds(error: unknown): number | null {
  const seconds =
    refusalValue(error, 'RATE_LIMITED')?.retryAfterSeconds ??
    refusalValue(error, 'SMS_LIMITED')?.retryAfterSeconds ??
    refusalValue(error, 'SMS_TOO_SOON')?.retryAfterSeconds;
  // Number.isFinite also refuses a value not sent as a number (the type is the contract's word).
  return Number.isFinite(seconds) && seconds! > 0 ? Math.ceil(seconds!) : null;
}

/** Whether a failed call says a captcha is now required (value.captcha). */
export function captchaRequested(error: unknown): boolean {
  const hint =
    refusalValue(error, 'RATE_LIMITED') ??
    refusalValue(error, 'LOGIN_FAILED') ??
    refusalValue(error, 'CAPTCHA_REQUIRED') ??
    refusalValue(error, 'CAPTCHA_ERROR');
  return hint?.captcha === true;
}
