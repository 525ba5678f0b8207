import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../routing/paths';
import { TOAST_DURATIONS, toast } from '../ui/toast/toast-store';
import { useSessionStore } from './session-store';
import { isTrialType } from './session-types';
import { useLoginRedirect } from '../routing/use-return-to';

/**
 * Deposit entry: visitors log in first, trial accounts are refused for 2 s (spec section 4). The
 * host's header and side menu both offer it.
 */
export function useDeposit(): () => void {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const toLogin = useLoginRedirect();
  const session = useSessionStore((state) => state.session);
  return useCallback(() => {
    if (!session) toLogin();
    else if (isTrialType(session.type))
      toast.error(t('errors.free_reject'), TOAST_DURATIONS.guestRejection);
    else navigate(paths.voucherCenter);
  }, [navigate, session, t, toLogin]);
}
