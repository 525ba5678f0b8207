import type { RgLimitRefusal, SelfExcludedValue } from '@lobby/platform-api/contract';
import i18next, { type TFunction } from 'i18next';
import { formatDateTime } from '../i18n/format-date-time';
import { isApiError } from './api-error';

/**
 * The refusal values these texts read, as the contract types them: a limit's (RG_LIMIT_REACHED)
 * and an exclusion's end (SELF_EXCLUDED; TRIAL_EXCLUDED_DEVICE sends `until` too). Partial: a
 * refusal of another code carries none of them.
 */
type RefusalValue = Partial<RgLimitRefusal & Pick<SelfExcludedValue, 'until'>>;

/**
 * The text of a failed call in the reader's language, with the values some errors carry:
 * which limit refused a deposit or bet and when it resets (RG_LIMIT_REACHED), until when a
 * time-out or self-exclusion lasts (SELF_EXCLUDED).
 */
export function apiErrorText(error: unknown, t: TFunction = i18next.t): string {
  if (!isApiError(error)) return t('common:errors.unknown_error');
  const value = (error.value ?? {}) as RefusalValue;
  if (error.code === 'RG_LIMIT_REACHED' && value.limit && value.period) {
    return t('common:errors.rg_limit_reached', {
      limit: t(`common:rgLimit.${value.limit}_${value.period}`),
      resetsAt: formatDateTime(value.resetsAt ?? ''),
    });
  }
  if (error.code === 'SELF_EXCLUDED' && value.until) {
    return t('common:errors.self_excluded', { until: formatDateTime(value.until) });
  }
  if (error.code === 'TRIAL_EXCLUDED_DEVICE' && value.until) {
    return t('common:errors.trial_excluded_device', { until: formatDateTime(value.until) });
  }
  return t(`common:errors.${error.messageKey}`, { defaultValue: t('common:errors.unknown_error') });
}
