import type { TLeadSource } from '@agency/contracts';
import { ENQUIRY_TITLES } from './enquiries';
import { details, event, TIMELINE_SOURCE_LIMIT, type TimelineSource } from './timeline-source';

/** The lead row as `to_jsonb` kept it when the lead was merged away (leads/merge/). */
interface MergedLeadRow {
  id: string;
  source: TLeadSource;
  service_interest: string | null;
  company: string | null;
  phone: string | null;
  message: string;
  created_at: string;
}

/** Enquiries of the leads merged into this one: their rows are gone, their copies in `lead_merge` stay. */
export const mergedEnquiries: TimelineSource = async (db, person) => {
  const result = await db.query<{ merged_lead: MergedLeadRow }>(
    `SELECT merged_lead FROM lead_merge WHERE survivor_id = $1 ORDER BY created_at DESC LIMIT ${TIMELINE_SOURCE_LIMIT}`,
    [person.leadId],
  );
  return result.rows.map(({ merged_lead: row }) =>
    event({
      id: `enquiry:${row.id}`,
      kind: 'enquiry',
      at: new Date(row.created_at).toISOString(),
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
