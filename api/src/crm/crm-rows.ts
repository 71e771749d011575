import type { TLead, TLeadSource, TLeadStatus, TOutboxEmail, TOutboxStatus } from '@agency/contracts';

/** A `lead` row as the CRM's read models select it, and the contract's shape of it. */
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
  /** numeric arrives as text from pg. */
  estimated_value: string | null;
  created_at: Date;
}

export const LEAD_COLUMNS = 'id, first_name, last_name, email, phone, company, service_interest, message, status, source, estimated_value, created_at';

export function toLead(row: LeadRow): TLead {
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

/** An outbox row as the E-mails view lists it: never its body or attachments. */
export interface OutboxEmailRow {
  id: string;
  to_address: string;
  subject: string;
  kind: string;
  status: TOutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
}

export const OUTBOX_EMAIL_COLUMNS = 'id, to_address, subject, kind, status, attempts, last_error, created_at, sent_at, next_attempt_at';

export function toOutboxEmail(row: OutboxEmailRow): TOutboxEmail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
    nextAttemptAt: row.next_attempt_at.toISOString(),
  };
}

/** Makes a search term literal inside ILIKE: its own %, _ and \ match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
