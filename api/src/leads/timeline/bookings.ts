import { bookingServiceLabel, formatNzDateTime } from '@agency/contracts';
import { details, event, TIMELINE_SOURCE_LIMIT, type TimelineSource } from './timeline-source';

/** Consultations booked with this address (client_email is stored lower-case), whatever their status now. */
export const bookings: TimelineSource = async (db, person) => {
  const result = await db.query<{
    id: string;
    service_interest: string;
    starts_at: Date;
    status: string;
    client_phone: string | null;
    company_name: string | null;
    notes: string | null;
    created_at: Date;
  }>(
    `SELECT id, service_interest, starts_at, status, client_phone, company_name, notes, created_at FROM appointment
     WHERE client_email = ANY($1::text[]) ORDER BY created_at DESC LIMIT ${TIMELINE_SOURCE_LIMIT}`,
    [person.emails],
  );
  return result.rows.map((row) =>
    event({
      id: `booking:${row.id}`,
      kind: 'booking',
      at: row.created_at.toISOString(),
      title: 'Consultation booked',
      status: row.status,
      details: details([
        ['Service', bookingServiceLabel(row.service_interest)],
        ['Date', formatNzDateTime(row.starts_at)],
        ['Phone', row.client_phone],
        ['Company', row.company_name],
        ['Notes', row.notes],
      ]),
      refId: row.id,
    }),
  );
};
