import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import type { RemoteFailureKind, RemoteName } from '@lobby/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFailure } from './RemoteFailure';
import { RemoteLoading } from './RemoteLoading';
import { RemoteRetryContext } from '../hooks/remote-retry-context';
import {
  loadRemoteComponent,
  peekRemoteComponent,
  resetRemote,
  type RemoteExpose,
} from '../utils/remote-registry';
import { classifyRemoteFailure } from '../utils/remote-failure';

interface Props {
  name: RemoteName;
  expose?: RemoteExpose;
  /** Reserved height while loading, so the page does not shift (e.g. '28rem'). */
  minHeight?: string;
  /** Told when the remote fails (its kind) and when it shows again (null): the shell's way out. */
  onFailure?: (kind: RemoteFailureKind | null) => void;
}

type LoadState =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; Component: ComponentType }
  | { status: 'failed'; attempt: number; kind: RemoteFailureKind };

/** Renders a remote's exposed component, with all three failure layers and a working Retry. */
export function RemoteView({ name, expose = './App', minHeight, onFailure }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [crashed, setCrashed] = useState(false);
  const [state, setState] = useState<LoadState>(() => {
    const ready = peekRemoteComponent(name, expose);
    return ready
      ? { status: 'ready', attempt: 0, Component: ready }
      : { status: 'loading', attempt: 0 };
  });

  useEffect(() => {
    let active = true;
    const ready = peekRemoteComponent(name, expose);
    if (ready) {
      setState({ status: 'ready', attempt, Component: ready });
      return;
    }
    setState({ status: 'loading', attempt });
    loadRemoteComponent(name, expose).then(
      // the remote's first render is sliced, not one long task (its loading view stays meanwhile)
      (Component) =>
        active && startTransition(() => setState({ status: 'ready', attempt, Component })),
      (error: unknown) => {
        console.error(`[remote] ${name}/${expose} is unavailable`, error);
        if (active) setState({ status: 'failed', attempt, kind: classifyRemoteFailure(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [name, expose, attempt]);

  const retry = useCallback(() => {
    resetRemote(name);
    setCrashed(false);
    setAttempt((value) => value + 1);
  }, [name]);

  const failure = state.status === 'failed' ? state.kind : crashed ? 'outdated' : null;
  useEffect(() => {
    onFailure?.(failure);
  }, [failure, onFailure]);
  useEffect(() => () => onFailure?.(null), [onFailure]);

  // offline, a remote not yet kept by the service worker fails: it loads when the network is back
  useEffect(() => {
    if (state.status !== 'failed' || state.kind !== 'network') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [state, retry]);

  const retryContext = useMemo(
    () => ({ retry, retrying: state.status === 'loading' }),
    [retry, state.status],
  );

  if (state.status === 'loading' || state.attempt !== attempt)
    return <RemoteLoading minHeight={minHeight} />;
  if (state.status === 'failed') return <RemoteFailure kind={state.kind} onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteRetryContext.Provider value={retryContext}>
      <RemoteErrorBoundary
        key={attempt}
        remote={`${name}/${expose}`}
        onCrash={() => setCrashed(true)}
      >
        <Suspense fallback={<RemoteLoading minHeight={minHeight} />}>
          <Component />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
