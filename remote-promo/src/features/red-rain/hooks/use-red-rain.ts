import { useCallback, useEffect, useRef, useState } from 'react';
import type { RedRainState } from '@lobby/platform-api/contract';
import { useRequest } from '@lobby/shared';
import { getRedRainState } from '../api/red-rain-api';
import { roundPhase } from '../utils/round-phase';

const TICK_MS = 250;
/** How often a page with no open round asks again: an operator may open one at any time. */
export const RED_RAIN_POLL_MS = 30_000;

/**
 * The rain's state, counted on the platform's clock (its `now` minus the phone's at the answer):
 * reloads when the countdown reaches the next round and when the open round ends, keeping the
 * last answer on screen meanwhile. With no round open it also asks every 30 s and when the page
 * comes back into view, so a round an operator opens off the schedule shows without a reload.
 */
export function useRedRain() {
  const { state, reload } = useRequest(getRedRainState, 'red-rain');
  const [data, setData] = useState<RedRainState | null>(null);
  const offset = useRef(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (state.status !== 'success') return;
    offset.current = Date.parse(state.data.now) - Date.now();
    setData(state.data);
    setNow(Date.now() + offset.current);
  }, [state]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + offset.current), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const phase = data ? roundPhase(data, now) : null;

  // A boundary passed (a round opened or closed): ask the platform what is open now.
  const boundary =
    phase?.kind === 'open' ? phase.endsAt : phase?.startsAt != null ? phase.startsAt : null;
  const reloadedFor = useRef<number | null>(null);
  useEffect(() => {
    if (boundary !== null && now >= boundary && reloadedFor.current !== boundary) {
      reloadedFor.current = boundary;
      reload();
    }
  }, [boundary, now, reload]);

  const roundOpen = phase?.kind === 'open';
  useEffect(() => {
    if (roundOpen) return undefined;
    const askIfShown = () => {
      if (document.visibilityState === 'visible') reload();
    };
    const timer = window.setInterval(askIfShown, RED_RAIN_POLL_MS);
    document.addEventListener('visibilitychange', askIfShown);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', askIfShown);
    };
  }, [roundOpen, reload]);

  /** The grab of this round, shown until the platform's next answer says the same. */
  const recordGrab = useCallback(
    (amount: number) =>
      setData((current) =>
        current?.current
          ? { ...current, current: { ...current.current, myGrab: amount } }
          : current,
      ),
    [],
  );

  const failed = state.status === 'error' && data === null;
  return { failed, loading: data === null && !failed, reload, data, phase, now, recordGrab };
}
