import { Migration } from '@mikro-orm/migrations';

/**
 * Live when paid (issue 26): each invoice carries the end of its grace period (the site is served until then while the
 * invoice is unpaid; never before the due date), who recorded its payment and when, and the moments its two grace
 * e-mails were written to the outbox. A sent-marker is set in the same statement that claims the invoice, so two
 * instances running the reminder job never both send one. Invoices issued before this use the default 14 days.
 */
export class Migration20261220000300_invoice_payment extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE invoice
        ADD COLUMN grace_ends_at timestamptz,
        ADD COLUMN paid_at timestamptz,
        ADD COLUMN paid_by uuid REFERENCES "user" (id) ON DELETE SET NULL,
        ADD COLUMN grace_reminder_sent_at timestamptz,
        ADD COLUMN grace_ended_sent_at timestamptz`);
    this.addSql(`UPDATE invoice SET grace_ends_at = issued_at + interval '14 days'`);
    this.addSql(`UPDATE invoice SET paid_at = issued_at WHERE status = 'paid'`);
    this.addSql(`
      ALTER TABLE invoice
        ALTER COLUMN grace_ends_at SET NOT NULL,
        ADD CONSTRAINT invoice_grace_check CHECK (grace_ends_at >= due_at),
        ADD CONSTRAINT invoice_paid_check CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
        ADD CONSTRAINT invoice_paid_by_check CHECK (paid_by IS NULL OR status = 'paid')`);
    // The reminder job's scan and the serving check: unpaid invoices by the end of their grace period.
    this.addSql(`CREATE INDEX invoice_unpaid_grace_index ON invoice (grace_ends_at) WHERE status = 'unpaid'`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX invoice_unpaid_grace_index');
    this.addSql(`
      ALTER TABLE invoice
        DROP CONSTRAINT invoice_paid_by_check,
        DROP CONSTRAINT invoice_paid_check,
        DROP CONSTRAINT invoice_grace_check,
        DROP COLUMN grace_ended_sent_at,
        DROP COLUMN grace_reminder_sent_at,
        DROP COLUMN paid_by,
        DROP COLUMN paid_at,
        DROP COLUMN grace_ends_at`);
  }
}
