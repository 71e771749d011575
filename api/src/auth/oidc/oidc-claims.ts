import type { TSignInError } from '@agency/contracts';
import type { NewAccount } from '../../users/users.service';

/** The `error` values /sign-in?error=... receives when single sign-on does not complete (messages in contracts). */
export type OidcSignInError = TSignInError;

/** A sign-in the provider completed but this site refuses; carries the code the sign-in page is sent. */
export class OidcSignInRefusal extends Error {
  constructor(
    readonly code: OidcSignInError,
    message: string,
  ) {
    super(message);
    this.name = 'OidcSignInRefusal';
  }
}

const NAME_MAX = 100;
const URL_MAX = 2000;

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
}

/** Only http(s) picture URLs are kept: a `javascript:` or `data:` value must never reach an <img> or a link. */
function pictureUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > URL_MAX) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Some providers send email_verified as the string "true". */
function isVerified(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * The account a provider's claims (ID token merged with userinfo) describe. Accounts are matched by email, so
 * only an email the provider says it verified is accepted: otherwise anyone could claim an existing address.
 */
export function accountFromClaims(claims: Record<string, unknown>): NewAccount {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
    throw new OidcSignInRefusal('email_not_verified', 'The identity provider did not share an email address');
  }
  if (!isVerified(claims.email_verified)) {
    throw new OidcSignInRefusal('email_not_verified', 'The identity provider has not verified this email address');
  }
  const fullName = text(claims.name, NAME_MAX);
  return {
    email,
    firstName: text(claims.given_name, NAME_MAX) ?? fullName,
    lastName: text(claims.family_name, NAME_MAX),
    profileImageUrl: pictureUrl(claims.picture),
  };
}
