import { RemoteErrorView } from '@lobby/shared';
import { useRemoteRetry } from '../hooks/remote-retry-context';

/** The fallback component of the runtime plugin: message + Retry of the enclosing RemoteView. */
export function RemoteUnavailable() {
  const { retry, retrying } = useRemoteRetry();
  return <RemoteErrorView onRetry={retry} retrying={retrying} />;
}
