import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LOAD_MORE_DISTANCE_PX, LOAD_MORE_THROTTLE_MS, trailingThrottle } from '@lobby/shared';

/** A keyset page of the records: pass `nextCursor` back for the next one; null = the end. */
export interface CursorPage<T> {
  list: T[];
  nextCursor: string | null;
}

export type RecordsState<P extends CursorPage<unknown>> =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      /** The first page: the period and totals the server resolved for the whole filter. */
      first: P;
      items: P['list'];
      nextCursor: string | null;
      more: 'idle' | 'loading' | 'failed';
    };

/**
 * One keyset-paged record list for the three screens: the first page whenever `key` (the
 * filter) changes, then the next page as the reader nears the end (300 px, at most once per
 * second, the last scroll event never dropped). `key` null loads nothing (a visitor, or a
 * custom range not yet valid). Answers to an older filter are dropped.
 */
export function useInfiniteRecords<P extends CursorPage<unknown>>(
  key: string | null,
  fetchPage: (cursor: string | undefined) => Promise<P>,
) {
  const [state, setState] = useState<RecordsState<P>>(
    key === null ? { status: 'off' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPage);
  const stateRef = useRef(state);
  const generation = useRef(0);
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
    stateRef.current = state;
  });

  useEffect(() => {
    const current = ++generation.current;
    if (key === null) {
      setState({ status: 'off' });
      return;
    }
    setState({ status: 'loading' });
    fetchRef.current(undefined).then(
      (page) => {
        if (generation.current !== current) return;
        setState({
          status: 'ready',
          first: page,
          items: page.list,
          nextCursor: page.nextCursor,
          more: 'idle',
        });
      },
      (error: unknown) => {
        if (generation.current === current) setState({ status: 'error', error });
      },
    );
  }, [key, attempt]);

  const loadNext = useCallback((allowAfterFailure: boolean) => {
    const current = stateRef.current;
    if (current.status !== 'ready' || current.nextCursor === null) return;
    if (current.more === 'loading' || (current.more === 'failed' && !allowAfterFailure)) return;
    const loading = { ...current, more: 'loading' as const };
    stateRef.current = loading;
    setState(loading);
    const forGeneration = generation.current;
    fetchRef.current(current.nextCursor).then(
      (page) => {
        if (generation.current !== forGeneration) return;
        setState((previous) =>
          previous.status === 'ready'
            ? {
                ...previous,
                items: [...previous.items, ...page.list],
                nextCursor: page.nextCursor,
                more: 'idle',
              }
            : previous,
        );
      },
      () => {
        if (generation.current !== forGeneration) return;
        setState((previous) =>
          previous.status === 'ready' ? { ...previous, more: 'failed' } : previous,
        );
      },
    );
  }, []);

  const check = useMemo(
    () =>
      trailingThrottle(() => {
        const remaining =
          document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
        if (remaining <= LOAD_MORE_DISTANCE_PX) loadNext(false);
      }, LOAD_MORE_THROTTLE_MS),
    [loadNext],
  );
  useEffect(() => {
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [check]);

  // A page that does not fill the screen cannot be scrolled: check once it has settled.
  const canLoad = state.status === 'ready' && state.nextCursor !== null && state.more === 'idle';
  const count = state.status === 'ready' ? state.items.length : 0;
  useEffect(() => {
    if (!canLoad) return;
    const timer = window.setTimeout(check, LOAD_MORE_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [canLoad, count, check]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const retryMore = useCallback(() => loadNext(true), [loadNext]);
  return { state, retry, retryMore };
}
