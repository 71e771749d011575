import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { ShellPlatform } from '@agency/contracts/platform';
import { retryableLazy } from '@agency/design-system/lazy-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteOutlet } from './remote-outlet';
import { useIdlePreload, usePreloadOnLinkIntent } from './remote-preloading';
import { useRemotesConfig } from './remotes-config';
import { redirectFor, resolveRemote } from './route-resolution';
import { RemoteLoading, RemoteUnavailable } from './remote-status';

// Only a visitor who follows a wrong address pays for the 404 page (the server answers such a path with status 404).
const NotFoundPage = retryableLazy(() => import('../not-found/not-found-page').then((module) => module.NotFoundPage));

/** Every path the shell does not own itself: the remote that owns it, or the 404 page. */
export function RemoteRoute({ platform }: { platform: ShellPlatform }) {
  const { pathname, hash } = useLocation();
  const config = useRemotesConfig();
  const { status } = platform.session;
  usePreloadOnLinkIntent(status);
  useIdlePreload(config.isSuccess, status);

  const redirect = redirectFor(pathname, hash, status);
  // Replaces the entry, so Back returns to the page that had the link.
  if (redirect) return <Navigate to={redirect} replace />;
  if (config.isPending) return <RemoteLoading />;
  if (config.isError) return <RemoteUnavailable onRetry={() => void config.refetch()} />;

  const name = resolveRemote(pathname, config.data.remotes, status);
  if (!name) {
    return (
      <RemoteErrorBoundary name="page" resetKey={pathname}>
        <Suspense fallback={<RemoteLoading />}>
          <NotFoundPage />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  // Keyed by remote: moving to another remote starts with a fresh error boundary.
  return <RemoteOutlet key={name} name={name} platform={platform} />;
}
