import { useEffect, useState } from 'react';
import { secondsUntil } from '../utils/draw-times';
import { serverNow } from '../utils/server-clock';

/** Past the boundary by this much, so a timer that fires a hair early still sees the new second. */
const BOUNDARY_SLACK_MS = 4;

/** Milliseconds until whole seconds left before `at` next changes, by the server's clock. */
export function msToNextSecond(at: number, now: number): number {
  const rest = (at - now) % 1000;
  return (rest > 0 ? rest : rest + 1000) + BOUNDARY_SLACK_MS;
}

/**
 * Whole seconds until `at` by the server's clock, updated as each second passes. Each update is
 * timed to the next second boundary (not a fixed interval), so the shown second changes within a
 * timer's lateness of the server's, and a late or throttled timer never carries its delay on.
 */
export function useSecondsLeft(at: number | null): number | null {
  const [seconds, setSeconds] = useState(() =>
    at === null ? null : secondsUntil(at, serverNow()),
  );
  useEffect(() => {
    if (at === null) {
      setSeconds(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = serverNow();
      const left = secondsUntil(at, now);
      setSeconds(left);
      if (left > 0) timer = setTimeout(tick, msToNextSecond(at, now));
    };
    tick();
    return () => clearTimeout(timer);
  }, [at]);
  return seconds;
}
