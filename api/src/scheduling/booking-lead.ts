import type { PoolClient } from 'pg';
import { bookingServiceLabel, LEAD_MESSAGE_MAX_LENGTH } from '@agency/contracts';
import { leadNames } from '../leads/lead-names';
import type { AppointmentRow } from './appointment-row';
import { nzTimeInWords } from './scheduling-mails';

/**
 * One person, one lead: the newest lead with this address is updated (its empty phone, company and service
 * filled), else a lead with source 'booking' is created. A transaction-scoped advisory lock on the address keeps two
 * simultaneous bookings by one person from creating two leads.
 */
export async function mergeBookingLead(client: PoolClient, appointment: AppointmentRow): Promise<string> {
  await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`lead:${appointment.client_email}`]);
  const service = bookingServiceLabel(appointment.service_interest);
  const existing = await client.query<{ id: string }>(
    `UPDATE lead SET phone = coalesce(phone, $2), company = coalesce(company, $3), service_interest = coalesce(service_interest, $4),
                     updated_at = now()
      WHERE id = (SELECT id FROM lead WHERE email = $1 ORDER BY created_at DESC, id DESC LIMIT 1)
      RETURNING id`,
    [appointment.client_email, appointment.client_phone, appointment.company_name, service],
  );
  if (existing.rows[0]) return existing.rows[0].id;
  const names = leadNames({ first_name: null, last_name: null, visitor_name: appointment.client_name, email: appointment.client_email });
  const message = [
    `Booked a free 30-minute consultation about ${service} for ${nzTimeInWords(appointment.starts_at)}.`,
    ...(appointment.notes ? ['', 'Notes:', appointment.notes] : []),
  ]
    .join('\n')
    .slice(0, LEAD_MESSAGE_MAX_LENGTH);
  const created = await client.query<{ id: string }>(
    `INSERT INTO lead (first_name, last_name, email, phone, company, service_interest, message, status, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'new', 'booking') RETURNING id`,
    [names.firstName, names.lastName, appointment.client_email, appointment.client_phone, appointment.company_name, service, message],
  );
  return (created.rows[0] as { id: string }).id;
}
