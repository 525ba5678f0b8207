import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `expiresAt` (ms since epoch), ticking every `tickMs`; 0 when idle. */
export function useCountdown(tickMs = 1000) {
  const [until, setUntil] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (until <= Date.now()) {
      setLeft(0);
      return;
    }
    const update = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    update();
    const timer = setInterval(update, tickMs);
    return () => clearInterval(timer);
  }, [until, tickMs]);
  const start = useCallback((expiresAt: number) => setUntil(expiresAt), []);
  return { secondsLeft: left, start };
}
