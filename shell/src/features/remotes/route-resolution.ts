import { matchPath } from 'react-router';
import { CONTACT_PAGE_PATH, type TRemoteEntry, type TRemoteName, type TRouteAudience } from '@agency/contracts';
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

/**
 * Where the shell sends an address this session has no such page for. A signed-in visitor's '/' is the client home
 * (an admin's leads on to the CRM), which has no contact section: the site's '/#contact' links (Start a New Project,
 * the pricing plans, Get In Touch) take them to the contact page instead, with the same form, the consultant and
 * booking.
 */
export function redirectFor(pathname: string, hash: string, status: SessionStatus): string | null {
  // The anchor comes along: the contact page's form carries the same id, so the link still lands on the form.
  if (status === 'signed-in' && pathname === '/' && hash === '#contact') return `${CONTACT_PAGE_PATH}#contact`;
  return null;
}
