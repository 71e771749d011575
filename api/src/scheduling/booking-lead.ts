import type { PoolClient } from 'pg';
import { bookingServiceLabel, formatNzTimeInWords } from '@agency/contracts';
import { mergeLeadByEmail, type LeadMergeInput } from '../leads/merge-lead';
import type { AppointmentRow } from './appointment-row';

/**
 * The booking's person as a lead: merged by e-mail (leads/merge-lead.ts), created with source 'booking', or with the
 * source of the place the booking was made in (the consultant chat's 'onboarding_chat').
 */
export async function mergeBookingLead(
  client: PoolClient,
  appointment: AppointmentRow,
  source: LeadMergeInput['source'] = 'booking',
): Promise<string> {
  const service = bookingServiceLabel(appointment.service_interest);
  const message = [
    `Booked a free 30-minute consultation about ${service} for ${formatNzTimeInWords(appointment.starts_at)}.`,
    ...(appointment.notes ? ['', 'Notes:', appointment.notes] : []),
  ].join('\n');
  return mergeLeadByEmail(client, {
    email: appointment.client_email,
    name: appointment.client_name,
    phone: appointment.client_phone,
    company: appointment.company_name,
    serviceInterest: service,
    message,
    source,
  });
}
