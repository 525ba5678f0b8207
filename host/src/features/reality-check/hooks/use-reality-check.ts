import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RealityCheck } from '@lobby/platform-api/contract';
import {
  isApiError,
  isTrialType,
  paths,
  readSignedOutReason,
  REALITY_CHECK_MESSAGE,
  RG_CHANGED_EVENT,
  useSessionStore,
} from '@lobby/shared';
import { acknowledgeRealityCheck, fetchRealityCheck } from '../api/reality-check-api';
import { nextCheckDelay } from '../utils/next-check-delay';
import { useRealityCheckShowing } from './reality-check-showing';

export interface RealityCheckState {
  /** The check to show now, or null. */
  due: RealityCheck | null;
  /** The member answered: the platform starts the next interval; then `after` runs. */
  answer: (after?: () => void) => Promise<void>;
}

/**
 * Asks the platform whether a reality check is due: at sign-in, on each navigation (when the
 * member has checks or a session time limit), when a game page says a round waits for one, when
 * the member's choices change, and by a timer at the next due moment. A session ended by its
 * time limit goes to the login screen, which says why.
 */
export function useRealityCheck(): RealityCheckState {
  const token = useSessionStore((state) => state.session?.token ?? null);
  const type = useSessionStore((state) => state.session?.type);
  const enabled = token !== null && !isTrialType(type);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [check, setCheck] = useState<RealityCheck | null>(null);
  const [due, setDue] = useState<RealityCheck | null>(null);
  const asking = useRef(false);

  const ask = useCallback(async () => {
    if (!enabled || asking.current) return;
    asking.current = true;
    try {
      const answer = await fetchRealityCheck();
      setCheck(answer);
      if (answer.due) setDue(answer);
    } catch (error) {
      if (isApiError(error) && error.code === 'NOT_LOGGED_IN') {
        setDue(null);
        navigate(paths.login, { replace: true });
      }
    } finally {
      asking.current = false;
    }
  }, [enabled, navigate]);

  // Sign-in (a new token) and sign-out.
  useEffect(() => {
    setCheck(null);
    setDue(null);
    if (enabled) void ask();
    // Another call met the end of the session's time limit first: the login screen says why.
    else if (readSignedOutReason()) navigate(paths.login, { replace: true });
  }, [enabled, token, ask, navigate]);

  // Navigation, only for members who chose checks or a time limit.
  const watched =
    check !== null && (check.intervalMinutes !== null || check.sessionEndsAt !== null);
  const latest = useRef({ watched, ask });
  useEffect(() => {
    latest.current = { watched, ask };
  });
  useEffect(() => {
    // Each new path, not each new answer: the latest answer says whether to ask.
    if (latest.current.watched) void latest.current.ask();
  }, [pathname]);

  // The next due moment.
  useEffect(() => {
    if (!check || due) return;
    const delay = nextCheckDelay(check);
    if (delay === null) return;
    const timer = setTimeout(() => void ask(), delay);
    return () => clearTimeout(timer);
  }, [check, due, ask]);

  useEffect(() => {
    useRealityCheckShowing.setState({ showing: due !== null });
  }, [due]);

  // Game pages and the responsible-gaming page.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (event.origin === window.location.origin && data?.type === REALITY_CHECK_MESSAGE) {
        void ask();
      }
    };
    const onChanged = () => void ask();
    window.addEventListener('message', onMessage);
    window.addEventListener(RG_CHANGED_EVENT, onChanged);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener(RG_CHANGED_EVENT, onChanged);
    };
  }, [ask]);

  const answer = useCallback(async (after?: () => void) => {
    try {
      setCheck(await acknowledgeRealityCheck());
    } catch {
      // Signed out meanwhile, or offline: the next question decides.
    }
    setDue(null);
    after?.();
  }, []);

  return { due, answer };
}
