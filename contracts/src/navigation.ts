/**
 * Browser navigations for signing in and out (the spec makes them visits, not data calls, so the server can set or
 * clear the session cookie). Kept free of zod so the shell can import it without paying for the schemas.
 */
export function signInPath(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

export const SIGN_OUT_PATH = '/api/logout';

/** The shell's own sign-in page, where /api/login sends a browser that has no session (unless single sign-on is on). */
export const SIGN_IN_PAGE_PATH = '/sign-in';

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
