import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';

interface PrerenderWindow {
  __AGENCY_PRERENDER__?: boolean;
  __agencyPrerenderMarkup?: () => Promise<string>;
}

/**
 * Only when the build's prerender step (shell/scripts/prerender.mjs) set its flag before the page loaded, never on a
 * visitor's page: gives the step a function it calls once the page has rendered (React keeps context values set while a time-sliced client
 * render is paused, so the server renderer must not run in the middle of one). The renderer's code
 * (prerender-markup.ts) loads on that call, so no page lists it among the files it prefetches.
 */
export function exposeMarkupForPrerender(liveClient: QueryClient, appWith: (client: QueryClient) => ReactElement): void {
  const page = window as PrerenderWindow;
  if (page.__AGENCY_PRERENDER__ !== true) return;
  page.__agencyPrerenderMarkup = async () =>
    (await import('./prerender-markup')).renderMarkup(liveClient, appWith);
}
