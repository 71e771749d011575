import type { PoolClient } from 'pg';
import { LEAD_MESSAGE_MAX_LENGTH } from '@agency/contracts';
import { leadNames } from './lead-names';

/** Who a merged lead is about, and what to write if it has to be created. */
export interface LeadMergeInput {
  /** Lower-case, already checked with the shared e-mail rule. */
  email: string;
  /** A name someone typed ('Aroha Ngata'), or null; split as leadNames does (first word / the rest, never '-'). */
  name: string | null;
  phone: string | null;
  company: string | null;
  serviceInterest: string | null;
  /** The new lead's message; an existing lead keeps its own. */
  message: string;
  /** Where a new lead came from ('booking', 'onboarding_chat', 'live_chat'). */
  source: 'booking' | 'onboarding_chat' | 'live_chat';
}

/**
 * One person, one lead: the newest lead with this address is updated (its empty phone, company and service filled,
 * and a name it lacked),
 * or, when no lead has it, the lead an earlier lead with this address was merged into (see leads/merge), else a lead is
 * created with the given source. A transaction-scoped advisory lock on the address keeps two
 * simultaneous writes for one person (two bookings, a booking and a finished consultant chat) from creating two leads.
 * Run inside the caller's transaction.
 */
export async function mergeLeadByEmail(client: PoolClient, input: LeadMergeInput): Promise<string> {
  await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`lead:${input.email}`]);
  const names = leadNames({ first_name: null, last_name: null, visitor_name: input.name, email: input.email });
  const typed = input.name?.trim() ? names : { firstName: '', lastName: '' };
  const existing = await client.query<{ id: string }>(
    // A lead that had no name but its address's local part (and no last name) takes the name given now; one that had
    // only this first name takes the last name. A name someone typed or an admin chose is never overwritten.
    `UPDATE lead SET phone = coalesce(phone, $2), company = coalesce(company, $3), service_interest = coalesce(service_interest, $4),
                     first_name = CASE WHEN last_name = '' AND $5 <> '' AND first_name = split_part(email, '@', 1) THEN $5 ELSE first_name END,
                     last_name = CASE WHEN last_name = '' AND $6 <> ''
                                       AND (lower(first_name) = lower($5) OR first_name = split_part(email, '@', 1)) THEN $6 ELSE last_name END,
                     updated_at = now()
      WHERE id = coalesce(
              (SELECT id FROM lead WHERE email = $1 ORDER BY created_at DESC, id DESC LIMIT 1),
              -- An address whose lead was merged into another: the person is the survivor now, not a new lead.
              (SELECT survivor_id FROM lead_merge WHERE merged_email = $1 ORDER BY created_at DESC, id DESC LIMIT 1))
      RETURNING id`,
    [input.email, input.phone, input.company, input.serviceInterest, typed.firstName, typed.lastName],
  );
  if (existing.rows[0]) return existing.rows[0].id;
  const created = await client.query<{ id: string }>(
    `INSERT INTO lead (first_name, last_name, email, phone, company, service_interest, message, status, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'new', $8) RETURNING id`,
    [names.firstName, names.lastName, input.email, input.phone, input.company, input.serviceInterest, input.message.slice(0, LEAD_MESSAGE_MAX_LENGTH), input.source],
  );
  return (created.rows[0] as { id: string }).id;
}
