import { useEffect, useRef } from 'react';

/**
 * Calls `reload` when `signal` changes after the first render. A request reloaded this way keeps
 * its answer on screen until the new one arrives (useRequest), so a page's refresh after each
 * draw does not flash the list back to "Loading" nor drop what the person has ticked.
 */
export function useReloadOn(signal: unknown, reload: () => void): void {
  const seen = useRef(signal);
  useEffect(() => {
    if (Object.is(seen.current, signal)) return;
    seen.current = signal;
    reload();
  }, [signal, reload]);
}
