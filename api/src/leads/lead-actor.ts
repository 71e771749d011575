import type { TSessionUser } from '@agency/contracts';

/** The name a change or a note keeps (it outlives the account): first and last name, else the e-mail address. */
export function actorName(user: TSessionUser): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}
