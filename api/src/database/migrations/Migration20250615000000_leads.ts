import { Migration } from '@mikro-orm/migrations';

/** Leads from the contact form and the onboarding wizard. Allowed statuses and sources are checked here. */
export class Migration20250615000000_leads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE lead (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
        last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
        email text NOT NULL CHECK (email = lower(btrim(email)) AND length(email) BETWEEN 3 AND 254),
        phone text CHECK (length(phone) <= 40),
        company text CHECK (length(company) <= 200),
        service_interest text CHECK (length(service_interest) <= 500),
        message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
        status text NOT NULL DEFAULT 'new' CONSTRAINT lead_status_check CHECK (status IN ('new', 'hot', 'warm', 'cold')),
        source text NOT NULL DEFAULT 'contact_form'
          CONSTRAINT lead_source_check CHECK (source IN ('contact_form', 'onboarding_wizard', 'onboarding_chat', 'booking', 'crm')),
        estimated_value numeric(12, 2) CHECK (estimated_value >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The CRM lists newest first; id breaks ties so pages never overlap.
    this.addSql('CREATE INDEX lead_created_at_index ON lead (created_at DESC, id DESC)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE lead');
  }
}
