import { z } from './zod';
import { tooLongMessage } from './field-rules';
import { ZEmail, requiredText } from './fields';
import type { EndpointGroup } from './endpoint';

export const USER_ROLES = ['client', 'admin'] as const;
export const ZUserRole = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRole>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, tooLongMessage('password', PASSWORD_MAX_LENGTH));

export const ZRegisterRequest = z.object({
  firstName: requiredText('first name', 100),
  lastName: z.string().trim().max(100, tooLongMessage('last name', 100)).optional(),
  email: ZEmail,
  password: ZPassword,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254).toLowerCase(),
  // Sign-in never tells which rule a stored password breaks; only that one is needed.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** A signed-in user's new password: the current one proves it is them, the new one follows the rules of registration. */
export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH, tooLongMessage('current password', PASSWORD_MAX_LENGTH)),
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** What GET /api/auth/user answers for a signed-in caller. */
export const ZSessionUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: ZUserRole,
  profileImageUrl: z.string().nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/**
 * A path on this site. Browsers strip tabs and newlines before following a URL, so '/\t/evil.example' would leave the
 * site: control characters are refused outright, then the path must resolve to the same origin.
 */
function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(path)) return false;
  const base = 'https://same-site.invalid';
  return new URL(path, base).origin === base;
}

/** Where a browser may be sent back to after sign-in: a same-site path, never another origin. */
export const ZReturnTo = z
  .string()
  .max(2000)
  .refine(isSameSitePath, 'Invalid return path')
  .catch('/');

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export const AUTH_ENDPOINTS = {
  'POST /api/auth/register': {
    summary: 'Create a client account and sign in',
    tag: 'auth',
    access: 'public',
    body: ZRegisterRequest,
    response: ZSessionUser,
    status: 201,
  },
  'POST /api/auth/login': { summary: 'Sign in with email and password', tag: 'auth', access: 'public', body: ZLoginRequest, response: ZSessionUser },
  'POST /api/auth/logout': { summary: 'End the current session', tag: 'auth', access: 'public', status: 204 },
  'GET /api/auth/user': { summary: 'The signed-in user; 401 when signed out', tag: 'auth', access: 'signed-in', response: ZSessionUser },
  'POST /api/auth/password': {
    summary: "Change the signed-in user's password; ends their other sessions and renews this one",
    tag: 'auth',
    access: 'signed-in',
    body: ZChangePasswordRequest,
    status: 204,
  },
} satisfies EndpointGroup;
