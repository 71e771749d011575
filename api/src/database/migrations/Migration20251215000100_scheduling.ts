import { Migration } from '@mikro-orm/migrations';

/**
 * Consultation appointments. Double booking is impossible by construction: an exclusion constraint over the time
 * range of every scheduled appointment, so two overlapping scheduled rows cannot both commit, whatever the
 * application does; cancelled ones free their time. The range alone needs only PostgreSQL's own GiST support for
 * ranges; btree_gist (a contrib module the embedded server ships) lets a scalar column join it with `=`, which is how
 * a second calendar (a consultant column) would be added without touching the rule.
 */
export class Migration20251215000100_scheduling extends Migration {
  override async up(): Promise<void> {
    this.addSql('CREATE EXTENSION IF NOT EXISTS btree_gist');
    this.addSql(`
      CREATE TABLE appointment (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_name text NOT NULL CHECK (length(client_name) BETWEEN 2 AND 100 AND client_name = btrim(client_name)),
        client_email text NOT NULL CHECK (client_email = lower(btrim(client_email)) AND length(client_email) BETWEEN 3 AND 254),
        client_phone text CHECK (length(client_phone) BETWEEN 1 AND 40),
        company_name text CHECK (length(company_name) BETWEEN 1 AND 200),
        service_interest text NOT NULL CONSTRAINT appointment_service_check CHECK (service_interest IN (
          'website_development', 'content_creation', 'digital_marketing', 'business_automation', 'intelligent_agents', 'general_inquiry')),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        duration integer NOT NULL DEFAULT 30 CONSTRAINT appointment_duration_check CHECK (duration = 30),
        notes text CHECK (length(notes) BETWEEN 1 AND 2000),
        status text NOT NULL DEFAULT 'scheduled'
          CONSTRAINT appointment_status_check CHECK (status IN ('scheduled', 'cancelled', 'completed')),
        -- SHA-256 of the personal link's token: the link works, a copy of the table does not give it away.
        token_hash bytea NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
        -- The calendar invite's SEQUENCE: every change the visitor is mailed about raises it.
        sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0),
        lead_id uuid REFERENCES lead (id) ON DELETE SET NULL,
        cancelled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT appointment_range_check CHECK (extract(epoch FROM ends_at - starts_at) = duration * 60),
        CONSTRAINT appointment_cancelled_check CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
        CONSTRAINT appointment_no_overlap EXCLUDE USING gist (tstzrange(starts_at, ends_at, '[)') WITH &&) WHERE (status = 'scheduled')
      )`);
    // The CRM's list (soonest first) and each day's taken slots.
    this.addSql('CREATE INDEX appointment_starts_at_index ON appointment (starts_at, id)');
    this.addSql('CREATE INDEX appointment_lead_index ON appointment (lead_id) WHERE lead_id IS NOT NULL');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE appointment');
  }
}
