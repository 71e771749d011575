import { Entity, OptionalProps, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import type { MailAttachment } from './mail-transport';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * One e-mail the application decided to send. Rows are written in the same transaction as the
 * change that causes them, so a committed lead always has its mails and a rolled-back one none.
 * `status` is 'skipped' when no mail server is configured: recorded for the CRM, never sent later.
 */
@Entity({ tableName: 'outbox_email' })
export class OutboxEmail {
  [OptionalProps]?:
    | 'replyTo'
    | 'html'
    | 'attachments'
    | 'reference'
    | 'status'
    | 'attempts'
    | 'lastError'
    | 'sendAfter'
    | 'nextAttemptAt'
    | 'sentAt'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  /** What the mail is for, e.g. 'lead.agency-notification', so the CRM and tests can tell mails apart. */
  @Property({ type: 'text' })
  kind!: string;

  @Property({ type: 'text', fieldName: 'to_address' })
  to!: string;

  @Property({ type: 'text', nullable: true })
  replyTo: string | null = null;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text', fieldName: 'text_body' })
  text!: string;

  @Property({ type: 'text', fieldName: 'html_body', nullable: true })
  html: string | null = null;

  @Property({ type: 'json', default: '[]' })
  attachments: MailAttachment[] = [];

  /** What the mail is about, e.g. 'appointment:<id>', so a pending one can be found and withdrawn. */
  @Property({ type: 'text', nullable: true })
  reference: string | null = null;

  @Enum({ items: () => [...OUTBOX_STATUSES], type: 'text', default: 'pending' })
  status: OutboxStatus = 'pending';

  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  /** Never sent before this moment (a reminder the day before); retries and leases move only next_attempt_at. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sendAfter: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
