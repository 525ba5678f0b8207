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

  /** The page an item leads to for this viewer, or null when it opens a dialog or a toast. */
  const destinationOf = useCallback(
    (item: BottomMenuItem): string | null => {
      if (item.action === 'navigate') return item.path;
      if (!session) return paths.login;
      if (item.action === 'member') return isTrialType(session.type) ? null : paths.memberHome;
      return !isAgentType(session.type) && referralOn ? paths.inviteFriends : null;
    },
    [referralOn, session],
  );

  const select = useCallback(
    (item: BottomMenuItem) => {
      const destination = destinationOf(item);
      if (destination) return navigate(destination);
      if (item.action === 'member') setDialog('register');
      else if (session && isAgentType(session.type)) setDialog('agent');
      else toast.info(t('comingSoon'), TOAST_DURATIONS.comingSoon);
    },
    [destinationOf, navigate, session, t],
  );

  return { select, destinationOf, dialog, closeDialog: () => setDialog(null) };
}
