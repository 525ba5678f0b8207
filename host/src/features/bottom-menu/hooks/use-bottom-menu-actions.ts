import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  TOAST_DURATIONS,
  isAgentType,
  isTrialType,
  paths,
  toast,
  useSessionStore,
  useWhitelabel,
} from '@lobby/shared';
import type { BottomMenuItem } from '../utils/bottom-menu-items';

export type BottomMenuDialog = 'agent' | 'register' | null;

/**
 * Spec section 4: visitors go to login for invite and member centre; trial accounts get a
 * register-now prompt for member centre; agents get the agent modal for invite; others go to
 * invite friends when REFERRAL3 is on, else 'coming soon' for 1 s.
 */
export function useBottomMenuActions() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const session = useSessionStore((state) => state.session);
  const referralOn = useWhitelabel('REFERRAL3');
  const [dialog, setDialog] = useState<BottomMenuDialog>(null);

  const select = useCallback(
    (item: BottomMenuItem) => {
      if (item.action === 'navigate') return navigate(item.path);
      if (!session) return navigate(paths.login);
      if (item.action === 'member') {
        if (isTrialType(session.type)) setDialog('register');
        else navigate(paths.memberHome);
        return;
      }
      if (isAgentType(session.type)) setDialog('agent');
      else if (referralOn) navigate(paths.inviteFriends);
      else toast.info(t('comingSoon'), TOAST_DURATIONS.comingSoon);
    },
    [navigate, referralOn, session, t],
  );

  return { select, dialog, closeDialog: () => setDialog(null) };
}
