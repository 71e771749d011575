import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import '@agency/design-system/tokens.css';
import './styles/global.css';
import { createQueryClient } from './api/query-client';
import { installUnhandledRejectionFilter } from './errors/unhandled-rejection';
import { installAnalyticsFlush } from './features/analytics/analytics-queue';
import { showCarriedToast } from './features/toasts/toast-store';
import { prepareTakeOver } from './features/remotes/prerendered-page';
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

void prepareTakeOver(container, queryClient).then(() => {
  // A transition lets React render in small slices, keeping the main thread free for input while it takes over.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
});
