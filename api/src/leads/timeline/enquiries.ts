import type { TLeadSource } from '@agency/contracts';
import { details, event, TIMELINE_SOURCE_LIMIT, type TimelineSource } from './timeline-source';

/** How each source reads in a title: 'Enquiry from the contact form'. */
export const ENQUIRY_TITLES: Record<TLeadSource, string> = {
  contact_form: 'Enquiry from the contact form',
  onboarding_wizard: 'Enquiry from the onboarding wizard',
  onboarding_chat: 'Enquiry from the onboarding chat',
  booking: 'Enquiry from a booking',
  crm: 'Enquiry added in the CRM',
  live_chat: 'Enquiry from the live chat',
};

/** Every lead row with the person's address: each is one enquiry. */
export const enquiries: TimelineSource = async (db, person) => {
  const result = await db.query<{
    id: string;
    source: TLeadSource;
    service_interest: string | null;
    company: string | null;
    phone: string | null;
    message: string;
    created_at: Date;
  }>(
    `SELECT id, source, service_interest, company, phone, message, created_at FROM lead
     WHERE id = ANY($1::uuid[]) ORDER BY created_at DESC LIMIT ${TIMELINE_SOURCE_LIMIT}`,
    [person.leadIds],
  );
  return result.rows.map((row) =>
    event({
      id: `enquiry:${row.id}`,
      kind: 'enquiry',
      at: row.created_at.toISOString(),
      title: ENQUIRY_TITLES[row.source],
      details: details([
        ['Service interest', row.service_interest],
        ['Company', row.company],
        ['Phone', row.phone],
        ['Message', row.message],
      ]),
    }),
  );
};
