import { details, event, TIMELINE_SOURCE_LIMIT, type TimelineSource } from './timeline-source';

/** E-mails the outbox holds for this address, with their delivery status (to_address keeps the case it was given). */
export const outboxMails: TimelineSource = async (db, person) => {
  const result = await db.query<{ id: string; kind: string; subject: string; status: string; attempts: number; last_error: string | null; created_at: Date }>(
    `SELECT id, kind, subject, status, attempts, last_error, created_at FROM outbox_email
     WHERE lower(to_address) = ANY($1::text[]) ORDER BY created_at DESC LIMIT ${TIMELINE_SOURCE_LIMIT}`,
    [person.emails],
  );
  return result.rows.map((row) =>
    event({
      id: `email:${row.id}`,
      kind: 'email',
      at: row.created_at.toISOString(),
      title: `E-mail: ${row.subject}`,
      status: row.status,
      details: details([
        ['Kind', row.kind],
        ['Attempts', row.attempts],
        ['Last error', row.last_error],
      ]),
    }),
  );
};
