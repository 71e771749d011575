/**
 * Browser navigations for signing in and out (the spec makes them visits, not data calls, so the server can set or
 * clear the session cookie). Kept free of zod so the shell can import it without paying for the schemas.
 */
export function signInPath(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

export const SIGN_OUT_PATH = '/api/logout';
