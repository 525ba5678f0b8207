import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, TOAST_DURATIONS } from '../ui/toast/toast-store';

/**
 * Spec section 4: trial users are refused what needs a real account (the inbox, live chat, and
 * the wallet screens) with free_reject for 2 s. Returns the function that shows the refusal.
 */
export function useRefuseTrial(): () => void {
  const { t } = useTranslation('common');
  return useCallback(
    () => void toast.error(t('errors.free_reject'), TOAST_DURATIONS.guestRejection),
    [t],
  );
}
