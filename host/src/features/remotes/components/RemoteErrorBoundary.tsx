import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorView } from '@lobby/shared';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Third layer: a remote that throws while rendering shows a localized message with Retry. */
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
  }

  override render() {
    if (this.state.error) return <RemoteErrorView onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
