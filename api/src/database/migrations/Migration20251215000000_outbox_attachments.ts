import { Migration } from '@mikro-orm/migrations';

/**
 * Outbox mails may carry attachments (a calendar invite), wait until a moment before they go (a reminder the day
 * before), and name what they are about (`reference`, e.g. 'appointment:<id>') so a pending one can be withdrawn.
 */
export class Migration20251215000000_outbox_attachments extends Migration {
  override async up(): Promise<void> {
    // [{filename, contentType, content}] with text content (an .ics is text); kept small, mails are not file stores.
    this.addSql(`
      ALTER TABLE outbox_email
        ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'
          CONSTRAINT outbox_email_attachments_check CHECK (jsonb_typeof(attachments) = 'array' AND octet_length(attachments::text) <= 262144),
        ADD COLUMN send_after timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN reference text CONSTRAINT outbox_email_reference_check CHECK (length(reference) BETWEEN 1 AND 200)`);
    this.addSql('CREATE INDEX outbox_email_reference_index ON outbox_email (reference) WHERE reference IS NOT NULL');
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX outbox_email_reference_index');
    this.addSql('ALTER TABLE outbox_email DROP COLUMN reference, DROP COLUMN send_after, DROP COLUMN attachments');
  }
}
