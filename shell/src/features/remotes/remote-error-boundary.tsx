import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedLoads } from '@agency/design-system/lazy-page';
import { RemoteUnavailable } from './remote-status';

interface RemoteErrorBoundaryProps {
  /** What is contained, for the log: a remote's name, or a shell page loaded on use. */
  name: string;
  /** A change (e.g. the path) clears a shown error: the next page may work. */
  resetKey: string;
  /** Called by Retry before the contents render again (a remote's outlet chooses its root afresh). */
  onRetry?(): void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: Error | null;
}

/**
 * Contains a remote (or a shell page loaded on use) that failed to load or threw while rendering: the rest of the page
 * keeps working.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Part of the site "${this.props.name}" failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      retryFailedLoads();
      this.setState({ error: null });
    }
  }

  private readonly retry = (): void => {
    // Parts whose code failed to download (the remote's root, a page or panel in it) download it again.
    retryFailedLoads();
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? <RemoteUnavailable onRetry={this.retry} /> : this.props.children;
  }
}
