import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedLoads } from './retryable-lazy';

export interface LoadBoundaryProps {
  /** What the console says, with the error, when the contents fail ('Live chat failed:'). */
  log: string;
  /** Shown in place of the contents once they failed to load or threw; `retry` renders them afresh. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  /** A change clears a shown failure (e.g. the path: the next page may work). */
  resetKey?: unknown;
  /** Called by `retry` before the contents render again. */
  onRetry?(): void;
  children: ReactNode;
}

/**
 * Contains a part that loads on use (retryableLazy) or throws while rendering: the rest of the page keeps working and
 * the fallback says so. Failed downloads are forgotten when caught, so the contents load again when they next render:
 * after `retry`, a change of `resetKey`, or a new mount of the boundary (a panel opened again).
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    retryFailedLoads();
    console.error(this.props.log, error, info.componentStack);
  }

  override componentDidUpdate(previous: LoadBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    const { fallback, children } = this.props;
    if (!this.state.failed) return children;
    return typeof fallback === 'function' ? fallback(this.retry) : fallback;
  }
}
