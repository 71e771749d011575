import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client';
import { remotesConfigQuery } from '../remotes/remotes-config';

/*
 * Used only by the build's prerender step (shell/scripts/prerender.mjs), through the hook prerender-hook.ts installs.
 * Hydration needs the markup React's server renderer writes (it marks Suspense boundaries), not a copy of the live
 * DOM, so the same app is rendered again here with react-dom/server. This module loads only when the step asks for
 * the markup: no visitor downloads it, and it is not among the files a page prefetches.
 */

/** The page's markup as React's server renderer writes it, with the state a visitor's first render has. */
export async function renderMarkup(liveClient: QueryClient, appWith: (client: QueryClient) => ReactElement): Promise<string> {
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
}
