import { LEAD_NAME_MAX_LENGTH } from '@agency/contracts';

/**
 * A lead needs a first and last name: the account's, else a name someone typed (first word / the rest), else the
 * address. Used by the live chat's and the booking's lead conversion.
 */
export function leadNames(row: { first_name: string | null; last_name: string | null; visitor_name: string | null; email: string }) {
  const clip = (value: string) => value.trim().slice(0, LEAD_NAME_MAX_LENGTH) || '-';
  if (row.first_name) return { firstName: clip(row.first_name), lastName: clip(row.last_name ?? '-') };
  const words = (row.visitor_name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words.shift();
  if (first) return { firstName: clip(first), lastName: clip(words.join(' ') || '-') };
  return { firstName: clip(row.email.split('@')[0] ?? row.email), lastName: '-' };
}
