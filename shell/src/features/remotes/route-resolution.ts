import { matchPath } from 'react-router';
import type { TRemoteEntry, TRemoteName, TRouteAudience } from '@agency/contracts';
import type { SessionStatus } from '@agency/contracts/platform';

/** 'signed-out' routes also serve while the session loads, so a visitor's first paint is never blocked on it. */
function audienceAllows(audience: TRouteAudience, status: SessionStatus): boolean {
  if (audience === 'signed-in') return status === 'signed-in';
  if (audience === 'signed-out') return status !== 'signed-in';
  return true;
}

/** The remote that owns a path for this session, or null (the shell's 404). */
export function resolveRemote(
  pathname: string,
  remotes: readonly TRemoteEntry[],
  status: SessionStatus,
): TRemoteName | null {
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (audienceAllows(route.audience, status) && matchPath({ path: route.path, end: true }, pathname)) {
        return remote.name;
      }
    }
  }
  return null;
}
