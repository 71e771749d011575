import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';

interface PrerenderWindow {
  __AGENCY_PRERENDER__?: boolean;
  __agencyPrerenderMarkup?: () => Promise<string>;
}

/** Set by the build's prerender step (shell/scripts/prerender.mjs) before the page loads; never by a visitor's page. */
export function isPrerendering(): boolean {
  return (window as PrerenderWindow).__AGENCY_PRERENDER__ === true;
}

/**
 * Called by the prerender step once the page has rendered (React keeps context values set while a time-sliced client
 * render is paused, so the server renderer must not run in the middle of one). The renderer's code
 * (prerender-markup.ts) loads on that call, so no page lists it among the files it prefetches.
 */
export function exposeMarkupForPrerender(liveClient: QueryClient, appWith: (client: QueryClient) => ReactElement): void {
  (window as PrerenderWindow).__agencyPrerenderMarkup = async () =>
    (await import('./prerender-markup')).renderMarkup(liveClient, appWith);
}
