import type { ReactNode } from 'react';
import { LoadBoundary } from '@agency/design-system/lazy-page';
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

/**
 * Contains a remote (or a shell page loaded on use) that failed to load or threw while rendering: the rest of the page
 * keeps working, and Retry downloads what failed again.
 */
export function RemoteErrorBoundary({ name, resetKey, onRetry, children }: RemoteErrorBoundaryProps) {
  return (
    <LoadBoundary
      log={`Part of the site "${name}" failed`}
      resetKey={resetKey}
      onRetry={onRetry}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      {children}
    </LoadBoundary>
  );
}
