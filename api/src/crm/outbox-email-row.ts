import type { TOutboxEmail, TOutboxStatus } from '@agency/contracts';

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
