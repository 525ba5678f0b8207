import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type RequestState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` when `key` changes (and on `reload`), keeping only the newest answer.
 * `key` names the inputs of the request, so a changed filter or language refetches.
 * A reload of the same key keeps the answer on screen until the new one arrives: a screen
 * refreshed after an action (a saved form) is not swapped for a skeleton, which would unmount
 * what the person has opened meanwhile and drop what they typed.
 */
export function useRequest<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  const shownKey = useRef(key);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let current = true;
    const sameKey = shownKey.current === key;
    shownKey.current = key;
    setState((shown) => (sameKey && shown.status === 'success' ? shown : { status: 'loading' }));
    // The answer renders as a transition: React renders it in short slices that leave the
    // main thread free (a page of games is otherwise one long task on a slow phone), and a
    // newer update interrupts it.
    const settle = (next: RequestState<T>) => {
      if (current) startTransition(() => setState(next));
    };
    loadRef.current().then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, reload };
}
