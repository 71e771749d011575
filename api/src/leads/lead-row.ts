import type { TLead, TLeadSource, TLeadStatus } from '@agency/contracts';

/** The lead table's columns as the API reads them with plain SQL. */
export const LEAD_COLUMNS =
  'id, first_name, last_name, email, phone, company, service_interest, message, status, source, estimated_value, created_at';

export interface LeadRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service_interest: string | null;
  message: string;
  status: TLeadStatus;
  source: TLeadSource;
  /** numeric(12,2) arrives from pg as text, so exact cents survive; converted to a number at the edge. */
  estimated_value: string | null;
  created_at: Date;
}

export function leadFromRow(row: LeadRow): TLead {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    serviceInterest: row.service_interest,
    message: row.message,
    status: row.status,
    source: row.source,
    estimatedValue: row.estimated_value === null ? null : Number(row.estimated_value),
    createdAt: row.created_at.toISOString(),
  };
}
