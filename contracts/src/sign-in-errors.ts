/*
 * Kept apart from navigation.ts, whose paths every page's header uses: only the sign-in page reads these messages,
 * so they load with it and not on every first visit.
 */

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
