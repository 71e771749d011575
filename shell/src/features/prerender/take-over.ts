import type { QueryClient } from '@tanstack/react-query';
import { REQUEST_TIME_DATA_ID, type RequestTimeData } from '@agency/contracts';
import { loadRemoteRoot, prepareRemotePage } from '../remotes/remote-registry';
import { remotesConfigQuery } from '../remotes/remotes-config';
import { resolveRemote } from '../remotes/route-resolution';

/**
 * Public pages arrive prerendered: their HTML already paints. Before React takes the page over, load what the
 * first render needs (the remotes config and the remote owning this path) so that render reproduces the same page
 * at once instead of passing through a loading state, which would flash and shift the layout. Resolves whether the
 * page is prerendered and ready to be hydrated.
 */
export async function prepareTakeOver(container: HTMLElement, queryClient: QueryClient): Promise<boolean> {
  if (!container.hasChildNodes()) return false;
  seedRequestTimeData(queryClient);
  try {
    const config = await queryClient.fetchQuery(remotesConfigQuery);
    // Prerendered pages are the signed-out variant, which is also what shows while the session loads.
    const name = resolveRemote(window.location.pathname, config.remotes, 'loading');
    if (name) {
      await loadRemoteRoot(name);
      await prepareRemotePage(name, window.location.pathname);
    }
    return true;
  } catch {
    // Render from scratch; the normal path reports the failure (error panel with Retry).
    container.replaceChildren();
    return false;
  }
}

/**
 * A page with request-time regions carries the answers the API rendered them from (contracts'
 * request-time-regions.ts). They go into the query cache before the first render, so the page's queries render
 * the same markup at once; each counts as read when the API read it, so a page left open long enough asks again.
 */
function seedRequestTimeData(queryClient: QueryClient): void {
  const script = document.getElementById(REQUEST_TIME_DATA_ID);
  if (!script?.textContent) return;
  try {
    const { readAt, queries } = JSON.parse(script.textContent) as RequestTimeData;
    for (const { key, data } of queries) queryClient.setQueryData(key, data, { updatedAt: readAt });
  } catch (error) {
    console.error('Take-over: the request-time data could not be read', error);
  }
}
