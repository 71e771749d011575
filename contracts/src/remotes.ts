import { z } from './zod';
import { SIGN_IN_PAGE_PATH } from './navigation';

/** The four independently deployed frontends the shell loads at run time. */
export const REMOTE_NAMES = ['marketing', 'client', 'crm', 'builder'] as const;
export const ZRemoteName = z.enum(REMOTE_NAMES);
export type TRemoteName = z.infer<typeof ZRemoteName>;

/**
 * Who a route is for. '/' belongs to marketing for visitors (and while the
 * session loads) and to the client area for signed-in users.
 */
export const ZRouteAudience = z.enum(['everyone', 'signed-out', 'signed-in']);
export type TRouteAudience = z.infer<typeof ZRouteAudience>;

export const ZRemoteRoute = z.object({
  path: z.string().startsWith('/'),
  audience: ZRouteAudience,
});
export type TRemoteRoute = z.infer<typeof ZRemoteRoute>;

export const ZRemoteEntry = z.object({
  name: ZRemoteName,
  /** Absolute or same-origin URL of the remote's mf-manifest.json. */
  manifestUrl: z.string().min(1),
  routes: z.array(ZRemoteRoute),
});
export type TRemoteEntry = z.infer<typeof ZRemoteEntry>;

/** Shape of /remotes.json, which the server writes from its configuration. */
export const ZRemotesConfig = z.object({
  remotes: z.array(ZRemoteEntry),
});
export type TRemotesConfig = z.infer<typeof ZRemotesConfig>;

const everyone = (path: string): TRemoteRoute => ({ path, audience: 'everyone' });

/** Route ownership, from the spec's route table. The shell owns /sign-in and the 404 page. */
export const REMOTE_ROUTES: Record<TRemoteName, TRemoteRoute[]> = {
  marketing: [
    { path: '/', audience: 'signed-out' },
    ...[
      '/pricing',
      '/portfolio',
      '/case-study/:id',
      '/onboarding',
      '/discovery',
      '/discovery/success',
      '/book-consultation',
      // The personal links of the booking confirmation e-mail (scheduling.ts bookingCancelPath, bookingReschedulePath).
      '/book-consultation/cancel/:token',
      '/book-consultation/reschedule/:token',
      '/podcast',
      // The contact form, consultant and booking for visitors whose '/' has no contact section (navigation.ts).
      '/contact',
      '/terms',
      '/disclaimer',
    ].map(everyone),
  ],
  client: [{ path: '/', audience: 'signed-in' }, everyone('/dashboard')],
  // A lead's page lives under both the live CRM and the sample one.
  crm: ['/crm', '/crm/leads/:id', '/admin-test', '/admin-test/leads/:id', '/crm-login'].map(everyone),
  builder: [
    '/website-builder',
    '/website-onboarding',
    '/website-preview/:templateId',
    '/subscription-payment',
    '/domain-setup',
  ].map(everyone),
};

/** The pages the shell renders itself (besides the 404 page, which answers any path nobody routes). */
export const SHELL_ROUTE_PATHS: readonly string[] = [SIGN_IN_PAGE_PATH];

/**
 * Pages that are only for signed-in users and whose app sends a signed-out visitor to sign in. A request for one that
 * carries no session cookie at all (someone who never signed in, or signed out) is sent to /api/login by the server
 * before any page loads; a session that ended meanwhile is told so by the page ('You are logged out').
 */
export const SIGN_IN_REQUIRED_PATHS: readonly string[] = ['/dashboard', '/crm', '/crm/leads/:id'];

/** Default location of a remote's manifest when it is served by the same server. */
export function defaultManifestUrl(name: TRemoteName): string {
  return `/mfe/${name}/mf-manifest.json`;
}

/** The module every remote exposes: its root component. */
export const REMOTE_EXPOSED_MODULE = './Root';
