import { useEffect, useRef } from 'react';
import { useGoBack, useIsFirstPage } from '../navigation/use-go-back';
import { TOAST_DURATIONS } from '../ui/toast/toast-store';
import { useRefuseTrial } from './use-refuse-trial';
import { useSessionStore } from './session-store';
import { isTrialType } from './session-types';

export type AccountKind = 'visitor' | 'trial' | 'member';

/**
 * Screens for real accounts only (deposit, withdraw): says who is reading, and refuses a trial
 * user (free_reject for 2 s, spec section 4) and takes them back; opened directly, the refusal
 * stays on this screen for its 2 s before going home. Visitors are the screen's to send to login.
 */
export function useRealAccountGate(): AccountKind {
  const session = useSessionStore((state) => state.session);
  const kind: AccountKind = !session ? 'visitor' : isTrialType(session.type) ? 'trial' : 'member';
  const refuseTrial = useRefuseTrial();
  const goBack = useGoBack();
  const openedFirst = useIsFirstPage();
  const refusedOnce = useRef(false);

  useEffect(() => {
    if (kind !== 'trial') return;
    if (!refusedOnce.current) {
      refusedOnce.current = true;
      refuseTrial();
    }
    if (!openedFirst) {
      goBack();
      return;
    }
    const timer = window.setTimeout(goBack, TOAST_DURATIONS.guestRejection);
    return () => window.clearTimeout(timer);
  }, [kind, openedFirst, refuseTrial, goBack]);

  return kind;
}
