/**
 * Browser navigations for signing in and out (the spec makes them visits, not data calls, so the server can set or
 * clear the session cookie). Kept free of zod so the shell can import it without paying for the schemas.
 */
export function signInPath(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

export const SIGN_OUT_PATH = '/api/logout';

/**
 * Why a single sign-on attempt came back refused: the API redirects to /sign-in?error=<code>, and the sign-in page
 * shows the message.
 */
export const SIGN_IN_ERROR_MESSAGES = {
  access_denied: 'Sign-in was cancelled at your identity provider.',
  invalid_state: 'That sign-in link has expired or was already used. Please try again.',
  email_not_verified: 'Your identity provider has not verified your email address, so we cannot sign you in with it.',
  sso_unavailable: 'Single sign-on is unavailable right now. Please try again in a few minutes.',
  sign_in_failed: 'We could not sign you in. Please try again.',
} as const;
export type TSignInError = keyof typeof SIGN_IN_ERROR_MESSAGES;

export function signInErrorMessage(code: string | null): string | undefined {
  if (code === null) return undefined;
  return Object.hasOwn(SIGN_IN_ERROR_MESSAGES, code) ? SIGN_IN_ERROR_MESSAGES[code as TSignInError] : SIGN_IN_ERROR_MESSAGES.sign_in_failed;
}

/** The shell's own sign-in page, where /api/login sends a browser that has no session (unless single sign-on is on). */
export const SIGN_IN_PAGE_PATH = '/sign-in';

/**
 * The contact form, the AI consultant and booking on a page of their own (marketing). The visitor's home page has
 * them as its #contact section, but a signed-in visitor's '/' is the client home (or, for an admin, the CRM): the
 * shell sends their '/#contact' links here.
 */
export const CONTACT_PAGE_PATH = '/contact';
export const HOME_CONTACT_ANCHOR = '/#contact';

/** The contact page with the AI consultant's chat opened on arrival. */
export const CONSULTANT_QUERY_PARAM = 'consultant';
export const CONSULTANT_PAGE_PATH = `${CONTACT_PAGE_PATH}?${CONSULTANT_QUERY_PARAM}=open`;

/**
 * Whether a route pattern ('/case-study/:id') matches a path the way the shell's router matches its routes (react-router
 * matchPath with end: true): the same segments, a ':name' segment standing for any one non-empty segment, letter case
 * and trailing slashes ignored. The server uses it to tell a routed page from an unknown one.
 */
export function routeMatches(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.split('/').filter((segment) => segment !== '');
  const wanted = segments(pattern);
  const actual = segments(pathname);
  if (wanted.length !== actual.length) return false;
  return wanted.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === actual[index]?.toLowerCase());
}

/**
 * A return address that is itself the sign-in page stands for the address it carries: going back there after signing
 * in would only show the form again. The result comes from the query string, so it is checked again (ZReturnTo).
 */
export function unwrapSignInReturnTo(returnTo: string): string {
  const base = 'https://same-site.invalid';
  let current = returnTo;
  // Bounded: a link nested a hundred times is not worth unwrapping to the end.
  for (let depth = 0; depth < 5; depth += 1) {
    const url = new URL(current, base);
    if (url.origin !== base || url.pathname !== SIGN_IN_PAGE_PATH) return current;
    current = url.searchParams.get('returnTo') ?? '/';
  }
  return '/';
}
