import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, TOAST_DURATIONS } from '@lobby/shared';

/** Spec section 4: trial users are refused the inbox and live chat with free_reject for 2 s. */
export function useRefuseTrial(): () => void {
  const { t } = useTranslation('common');
  return useCallback(
    () => void toast.error(t('errors.free_reject'), TOAST_DURATIONS.guestRejection),
    [t],
  );
}
