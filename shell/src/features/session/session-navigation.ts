import { SIGN_OUT_PATH, signInPath } from '@agency/contracts';
import { carryCurrentToastAcrossNavigation } from '../toasts/toast-store';

/** Where to come back to: the current page unless told otherwise. The server checks it is a same-site path. */
function returnPath(returnTo?: string): string {
  return returnTo ?? `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Sign-in and sign-out are browser navigations (spec), so the server can set or clear the cookie. */
export function signIn(returnTo?: string): void {
  carryCurrentToastAcrossNavigation();
  window.location.assign(signInPath(returnPath(returnTo)));
}

export function signOut(): void {
  window.location.assign(SIGN_OUT_PATH);
}
