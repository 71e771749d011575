import { Entity, OptionalProps, Enum, PrimaryKey, Property } from '@mikro-orm/core';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * One e-mail the application decided to send. Rows are written in the same transaction as the
 * change that causes them, so a committed lead always has its mails and a rolled-back one none.
 * `status` is 'skipped' when no mail server is configured: recorded for the CRM, never sent later.
 */
@Entity({ tableName: 'outbox_email' })
export class OutboxEmail {
  [OptionalProps]?: 'replyTo' | 'html' | 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'sentAt' | 'createdAt';

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

  @Enum({ items: () => [...OUTBOX_STATUSES], type: 'text', default: 'pending' })
  status: OutboxStatus = 'pending';

  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
