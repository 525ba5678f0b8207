import i18next, { type TFunction } from 'i18next';
import { formatDateTime } from '../i18n/format-date-time';
import { isApiError, refusalValue } from './api-error';

/**
 * The text of a failed call in the reader's language, with the values some errors carry:
 * which limit refused a deposit or bet and when it resets (RG_LIMIT_REACHED), until when a
 * time-out or self-exclusion lasts (SELF_EXCLUDED).
 */
export function apiErrorText(error: unknown, t: TFunction = i18next.t): string {
  if (!isApiError(error)) return t('common:errors.unknown_error');
  const limit = refusalValue(error, 'RG_LIMIT_REACHED');
  if (limit) {
    return t('common:errors.rg_limit_reached', {
      limit: t(`common:rgLimit.${limit.limit}_${limit.period}`),
      resetsAt: formatDateTime(limit.resetsAt),
    });
  }
  const excludedUntil = refusalValue(error, 'SELF_EXCLUDED')?.until;
  if (excludedUntil) {
    return t('common:errors.self_excluded', { until: formatDateTime(excludedUntil) });
  }
  const pausedUntil = refusalValue(error, 'TRIAL_EXCLUDED_DEVICE')?.until;
  if (pausedUntil) {
    return t('common:errors.trial_excluded_device', { until: formatDateTime(pausedUntil) });
  }
  return t(`common:errors.${error.messageKey}`, { defaultValue: t('common:errors.unknown_error') });
}
