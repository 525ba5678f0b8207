import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import { RemoteErrorView, type RemoteName } from '@lobby/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading } from './RemoteLoading';
import { RemoteRetryContext } from '../hooks/remote-retry-context';
import {
  loadRemoteComponent,
  peekRemoteComponent,
  resetRemote,
  type RemoteExpose,
} from '../utils/remote-registry';

interface Props {
  name: RemoteName;
  expose?: RemoteExpose;
  /** Reserved height while loading, so the page does not shift (e.g. '28rem'). */
  minHeight?: string;
}

type LoadState =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; Component: ComponentType }
  | { status: 'failed'; attempt: number };

/** Renders a remote's exposed component, with all three failure layers and a working Retry. */
export function RemoteView({ name, expose = './App', minHeight }: Props) {
  const [attempt, setAttempt] = useState(0);
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
        if (active) setState({ status: 'failed', attempt });
      },
    );
    return () => {
      active = false;
    };
  }, [name, expose, attempt]);

  const retry = useCallback(() => {
    resetRemote(name);
    setAttempt((value) => value + 1);
  }, [name]);

  // offline, a remote not yet kept by the service worker fails: it loads when the network is back
  useEffect(() => {
    if (state.status !== 'failed') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [state.status, retry]);

  const retryContext = useMemo(
    () => ({ retry, retrying: state.status === 'loading' }),
    [retry, state.status],
  );

  if (state.status === 'loading' || state.attempt !== attempt)
    return <RemoteLoading minHeight={minHeight} />;
  if (state.status === 'failed') return <RemoteErrorView onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteRetryContext.Provider value={retryContext}>
      <RemoteErrorBoundary key={attempt} remote={`${name}/${expose}`} onRetry={retry}>
        <Suspense fallback={<RemoteLoading minHeight={minHeight} />}>
          <Component />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
