import type { QueryClient } from '@tanstack/react-query';
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
