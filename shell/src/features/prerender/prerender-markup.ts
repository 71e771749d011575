import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client';
import { remotesConfigQuery } from '../remotes/remotes-config';

/*
 * Used only by the build's prerender step (shell/scripts/prerender.mjs), which sets the flag before the page loads.
 * Hydration needs the markup React's server renderer writes (it marks Suspense boundaries), not a copy of the live
 * DOM, so the same app is rendered again here with react-dom/server, in a chunk no visitor ever downloads.
 */
interface PrerenderWindow {
  __AGENCY_PRERENDER__?: boolean;
  __agencyPrerenderMarkup?: () => Promise<string>;
}

export function isPrerendering(): boolean {
  return (window as PrerenderWindow).__AGENCY_PRERENDER__ === true;
}

/**
 * Called by the prerender step once the page has rendered: React keeps context values set while a time-sliced
 * client render is paused, so the server renderer must not run in the middle of one.
 */
export function exposeMarkupForPrerender(liveClient: QueryClient, appWith: (client: QueryClient) => ReactElement): void {
  (window as PrerenderWindow).__agencyPrerenderMarkup = async () => {
    const { renderToReadableStream } = await import('react-dom/server');
    // The state a visitor's first render has: the remotes config (loaded before hydration), the session still loading.
    const client = createQueryClient();
    client.setQueryData(remotesConfigQuery.queryKey, await liveClient.fetchQuery(remotesConfigQuery));
    const errors: string[] = [];
    const stream = await renderToReadableStream(appWith(client), {
      // Keep every Suspense boundary's content inline: outlined boundaries are revealed by inline scripts.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => void errors.push(error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error)),
    });
    await stream.allReady;
    const markup = await new Response(stream).text();
    // A boundary that failed, or was left for the browser to fill in, would need inline scripts our CSP refuses:
    // fail the build instead.
    if (errors.length > 0) throw new Error(`Prerendering ${window.location.pathname} failed:\n${errors.join('\n')}`);
    if (markup.includes('<script')) throw new Error(`Prerendering ${window.location.pathname} left scripts in the markup`);
    return markup;
  };
}
