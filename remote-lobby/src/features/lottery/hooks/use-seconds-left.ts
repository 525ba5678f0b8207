import { useEffect, useState } from 'react';
import { secondsUntil } from '../utils/draw-times';
import { serverNow } from '../utils/server-clock';

/** Whole seconds until `at` by the server's clock, updated as each second passes. */
export function useSecondsLeft(at: number | null): number | null {
  const [seconds, setSeconds] = useState(() =>
    at === null ? null : secondsUntil(at, serverNow()),
  );
  useEffect(() => {
    if (at === null) {
      setSeconds(null);
      return;
    }
    const tick = () => setSeconds(secondsUntil(at, serverNow()));
    tick();
    // A quarter-second tick keeps the shown second within 250 ms of the server's; React skips
    // the render when the number is unchanged.
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}
