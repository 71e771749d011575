import { Migration } from '@mikro-orm/migrations';

/**
 * Templates for e-mail written from a lead's page (issue 27). The form's bounds are repeated as constraints (trimmed,
 * non-empty, contracts' LEAD_EMAIL_* lengths, a one-line subject), and names are unique whatever their case, so two
 * templates can never be told apart only by capitals. The mails themselves live in outbox_email (kind 'lead.email').
 */
export class Migration20261230000300_lead_email_templates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE lead_email_template (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CONSTRAINT lead_email_template_name_check CHECK (length(name) BETWEEN 1 AND 100 AND name = btrim(name)),
        subject text NOT NULL CONSTRAINT lead_email_template_subject_check
          CHECK (length(subject) BETWEEN 1 AND 200 AND subject = btrim(subject) AND subject !~ '[\\r\\n]'),
        body text NOT NULL CONSTRAINT lead_email_template_body_check CHECK (length(body) BETWEEN 1 AND 10000 AND body = btrim(body)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT lead_email_template_updated_check CHECK (updated_at >= created_at)
      )`);
    this.addSql('CREATE UNIQUE INDEX lead_email_template_name_index ON lead_email_template (lower(name))');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE lead_email_template');
  }
}
