import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { TRemoteName } from '@agency/contracts';
import type { RemoteRootComponent, ShellPlatform } from '@agency/contracts/platform';
import { retryableLazy } from '@agency/design-system/lazy-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadedRemoteRoot, loadRemoteRoot } from './remote-registry';
import { RemoteLoading } from './remote-status';

/*
 * One lazy component per remote, kept across navigations so returning to a remote renders at once; a failed load is
 * forgotten (retryableLazy), so Retry (or the next visit) loads the remote again.
 */
const lazyRoots = new Map<TRemoteName, RemoteRootComponent>();

function lazyRoot(name: TRemoteName): RemoteRootComponent {
  let root = lazyRoots.get(name);
  if (!root) {
    root = retryableLazy(() => loadRemoteRoot(name));
    lazyRoots.set(name, root);
  }
  return root;
}

interface RemoteOutletProps {
  name: TRemoteName;
  platform: ShellPlatform;
}

/** Renders a remote's root component inside its own error boundary and Suspense. */
export function RemoteOutlet({ name, platform }: RemoteOutletProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // A root that has already loaded renders in this very pass: a prerendered page is taken over without a
  // loading state flashing in between. Chosen once per attempt: swapping the lazy wrapper for the loaded root
  // later would be a different component type, and React would remount the remote and lose what the visitor typed.
  const Root = useMemo(() => loadedRemoteRoot(name) ?? lazyRoot(name), [name, attempt]);
  return (
    <RemoteErrorBoundary name={name} resetKey={`${pathname}#${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<RemoteLoading />}>
        <Root platform={platform} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
