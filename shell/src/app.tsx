import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { SIGN_IN_PAGE_PATH } from '@agency/contracts';
import type { SessionStatus } from '@agency/contracts/platform';
import { retryableLazy } from '@agency/design-system/lazy-page';
import { useShellPlatform } from './features/platform/use-shell-platform';
import { SiteLayout } from './features/layout/site-layout';
import { replayEarlyClick } from './features/prerender/early-clicks';
import { RemoteErrorBoundary } from './features/remotes/remote-error-boundary';
import { RemoteRoute } from './features/remotes/remote-route';
import { RemoteLoading } from './features/remotes/remote-status';

// Only visitors who sign in pay for the sign-in page.
const SignInPage = retryableLazy(() => import('./features/sign-in/sign-in-page').then((module) => module.SignInPage));

/** The sign-in page, contained as a remote is: if its code cannot load, the layout stays and Retry loads it again. */
function SignInRoute({ sessionStatus }: { sessionStatus: SessionStatus }) {
  // The boundary's Retry lets the page's code download again (retryFailedLoads) and renders it afresh.
  return (
    <RemoteErrorBoundary name="sign-in page" resetKey="sign-in">
      <Suspense fallback={<RemoteLoading />}>
        <SignInPage sessionStatus={sessionStatus} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

export function App() {
  const platform = useShellPlatform();
  // Marks the moment the page is interactive (a prerendered page once hydrated); end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    replayEarlyClick();
  }, []);
  return (
    <SiteLayout session={platform.session}>
      <Routes>
        <Route path={SIGN_IN_PAGE_PATH} element={<SignInRoute sessionStatus={platform.session.status} />} />
        <Route path="*" element={<RemoteRoute platform={platform} />} />
      </Routes>
    </SiteLayout>
  );
}
