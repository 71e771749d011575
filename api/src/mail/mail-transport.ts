/** A file sent with a mail; text only (a calendar invite), stored as it is in the outbox row. */
export interface MailAttachment {
  filename: string;
  /** e.g. 'text/calendar; charset=utf-8; method=REQUEST' */
  contentType: string;
  content: string;
}

/** A message ready for the wire. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/**
 * Where outbox mail goes. `delivers` is false for the default transport used without SMTP_URL:
 * mails are then recorded as 'skipped' and never sent, rather than piling up as 'pending' and going
 * out days late (a "we'll reply within 24 hours" that arrives after a week) once SMTP is configured.
 */
export interface MailTransport {
  readonly delivers: boolean;
  /** Resolves once the server accepted the message; rejects with the reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
