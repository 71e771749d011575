import { matchPath } from 'react-router';

/** Pages that need an account, and the sentence that says so to a visitor sent to sign in on the way there. */
const REASONS: ReadonlyArray<{ pattern: string; sentence: string }> = [
  { pattern: '/dashboard', sentence: 'Please sign in to see your dashboard.' },
  { pattern: '/crm', sentence: 'Please sign in to open the CRM.' },
  { pattern: '/crm/leads/:id', sentence: 'Please sign in to open the CRM.' },
];

/** Why the visitor is asked to sign in, from where they are going: a plain sentence, or undefined for any other page. */
export function signInReason(returnTo: string): string | undefined {
  const { pathname } = new URL(returnTo, window.location.origin);
  return REASONS.find(({ pattern }) => matchPath({ path: pattern, end: true }, pathname))?.sentence;
}
