import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorView } from '@lobby/shared';

interface Props {
  remote: string;
  /** Told once the remote crashed (the shell then shows its way out). */
  onCrash?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Third layer: a remote that throws while rendering cannot be helped by rendering it again (a
 * bug, or a remote built against what this site does not serve): it shows that this part needs
 * an update, with the way home.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown render failure') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(
      `[remote] ${this.props.remote} crashed while rendering`,
      error,
      info.componentStack,
    );
    this.props.onCrash?.();
  }

  override render() {
    if (this.state.error) return <RemoteErrorView kind="outdated" />;
    return this.props.children;
  }
}
