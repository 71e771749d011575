import { Suspense, useEffect, useMemo, useState } from 'react';
import { Route, Routes } from 'react-router';
import { useShellPlatform } from './features/platform/use-shell-platform';
import { SiteLayout } from './features/layout/site-layout';
import { retryableLazy } from './features/lazy-loading/retryable-lazy';
import { replayEarlyClick } from './features/prerender/early-clicks';
import { RemoteErrorBoundary } from './features/remotes/remote-error-boundary';
import { RemoteRoute } from './features/remotes/remote-route';
import { RemoteLoading } from './features/remotes/remote-status';

// Only visitors who sign in pay for the sign-in page.
const signInPage = retryableLazy(() => import('./features/sign-in/sign-in-page').then((module) => module.SignInPage));

/** The sign-in page, contained as a remote is: if its code cannot load, the layout stays and Retry loads it again. */
function SignInRoute() {
  const [attempt, setAttempt] = useState(0);
  const SignInPage = useMemo(signInPage, [attempt]);
  return (
    <RemoteErrorBoundary name="sign-in page" resetKey={String(attempt)} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<RemoteLoading />}>
        <SignInPage />
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
        <Route path="/sign-in" element={<SignInRoute />} />
        <Route path="*" element={<RemoteRoute platform={platform} />} />
      </Routes>
    </SiteLayout>
  );
}
