import { LEAD_NAME_MAX_LENGTH } from '@agency/contracts';

/**
 * A lead's first and last name: the account's, else a name someone typed, split at its first white space ('Aroha
 * Ngata' -> Aroha / Ngata, 'Aroha' -> Aroha / '', 'Mary Jane Smith' -> Mary / Jane Smith), else the address's local part
 * as the first name and no last name (what the CRM has always shown for a person who left only an address; nothing
 * else is made up). Never '-': an unknown last name is empty. Used by the live chat's, the booking's and the
 * consultant's lead conversion (merge-lead.ts).
 */
export function leadNames(row: { first_name: string | null; last_name: string | null; visitor_name: string | null; email: string }): {
  firstName: string;
  lastName: string;
} {
  const clip = (value: string) => value.trim().slice(0, LEAD_NAME_MAX_LENGTH).trim();
  const fromEmail = () => clip(row.email.split('@')[0] ?? '') || clip(row.email);
  if (row.first_name?.trim()) return { firstName: clip(row.first_name), lastName: clip(row.last_name ?? '') };
  const typed = (row.visitor_name ?? '').trim();
  if (typed) {
    const [first = '', rest = ''] = typed.split(/\s+(.*)/s);
    return { firstName: clip(first), lastName: clip(rest.replace(/\s+/g, ' ')) };
  }
  return { firstName: fromEmail(), lastName: '' };
}
