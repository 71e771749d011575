import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '@agency/design-system/tokens.css';
import './styles/global.css';
import { createQueryClient } from './api/query-client';
import { installUnhandledRejectionFilter } from './errors/unhandled-rejection';
import { installAnalyticsFlush } from './features/analytics/analytics-queue';
import { showCarriedToast } from './features/toasts/toast-store';
import { exposeMarkupForPrerender } from './features/prerender/prerender-hook';
import { prepareTakeOver } from './features/prerender/take-over';
import { App } from './app';

installUnhandledRejectionFilter();
installAnalyticsFlush();
showCarriedToast();

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

// One QueryClient and one router for the whole page: remotes render inside them.
const queryClient = createQueryClient();

function appWith(client: QueryClient) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}

void prepareTakeOver(container, queryClient).then((prerendered) => {
  if (prerendered) {
    // The page is already painted: attach to its markup instead of rebuilding it. Inside a transition hydration
    // runs at a lower lane, in slices React yields between (a default-lane hydration is one long task); a click on
    // a part not yet hydrated makes React hydrate that part first and replays the click.
    // Should the markup differ, React renders that part afresh and reports it through onRecoverableError.
    startTransition(() => {
      hydrateRoot(container, appWith(queryClient), {
        onRecoverableError: (error) => console.warn('Prerendered markup was re-rendered:', error),
      });
    });
    return;
  }
  // A transition lets React render in small slices, keeping the main thread free for input.
  startTransition(() => createRoot(container).render(appWith(queryClient)));
  exposeMarkupForPrerender(queryClient, appWith);
});
