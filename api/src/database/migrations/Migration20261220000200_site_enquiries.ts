import { Migration } from '@mikro-orm/migrations';

/**
 * Quote requests sent through a published site's 'Request a quote' form (issue 26 §6), kept for the site's owner. The
 * form's rules are repeated as constraints (the bounds of contracts' SITE_ENQUIRY_LIMITS, trimmed text, an e-mail
 * with an @), so no writer can store what the form would refuse. A site's requests go with the site.
 */
export class Migration20261220000200_site_enquiries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE site_enquiry (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        site_id uuid NOT NULL REFERENCES site (id) ON DELETE CASCADE,
        name text NOT NULL CONSTRAINT site_enquiry_name_check CHECK (length(name) BETWEEN 1 AND 100 AND name = btrim(name)),
        email text NOT NULL CONSTRAINT site_enquiry_email_check CHECK (length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%'),
        phone text CONSTRAINT site_enquiry_phone_check CHECK (length(phone) BETWEEN 1 AND 40),
        service text CONSTRAINT site_enquiry_service_check CHECK (length(service) BETWEEN 1 AND 80),
        message text NOT NULL CONSTRAINT site_enquiry_message_check CHECK (length(message) BETWEEN 1 AND 2000 AND message = btrim(message)),
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT site_enquiry_read_check CHECK (read_at IS NULL OR read_at >= created_at)
      )`);
    // The owner's list, newest first per site.
    this.addSql('CREATE INDEX site_enquiry_site_index ON site_enquiry (site_id, created_at DESC, id DESC)');
    // The count of new ones.
    this.addSql('CREATE INDEX site_enquiry_new_index ON site_enquiry (site_id) WHERE read_at IS NULL');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE site_enquiry');
  }
}
