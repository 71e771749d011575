import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { useShellPlatform } from './features/platform/use-shell-platform';
import { SiteLayout } from './features/layout/site-layout';
import { replayEarlyClick } from './features/prerender/early-clicks';
import { RemoteRoute } from './features/remotes/remote-route';
import { RemoteLoading } from './features/remotes/remote-status';

// Only visitors who sign in pay for the sign-in page.
const SignInPage = lazy(() =>
  import('./features/sign-in/sign-in-page').then((module) => ({ default: module.SignInPage })),
);

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
        <Route
          path="/sign-in"
          element={
            <Suspense fallback={<RemoteLoading />}>
              <SignInPage />
            </Suspense>
          }
        />
        <Route path="*" element={<RemoteRoute platform={platform} />} />
      </Routes>
    </SiteLayout>
  );
}
