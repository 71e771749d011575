import { Migration } from '@mikro-orm/migrations';

/** Every e-mail the application sends, recorded before it is sent (transactional outbox). */
export class Migration20250615000100_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE outbox_email (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 100),
        to_address text NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
        reply_to text CHECK (length(reply_to) <= 254),
        subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 998),
        text_body text NOT NULL,
        html_body text,
        status text NOT NULL DEFAULT 'pending'
          CONSTRAINT outbox_email_status_check CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT outbox_email_sent_at_check CHECK ((status = 'sent') = (sent_at IS NOT NULL))
      )`);
    // Only pending rows are ever polled, so the worker's index stays as small as the backlog.
    this.addSql(`CREATE INDEX outbox_email_due_index ON outbox_email (next_attempt_at) WHERE status = 'pending'`);
    this.addSql('CREATE INDEX outbox_email_created_at_index ON outbox_email (created_at DESC, id DESC)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE outbox_email');
  }
}
