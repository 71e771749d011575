import { Migration } from '@mikro-orm/migrations';
import { LEAD_COMPANY_EXPRESSION, LEAD_DOMAIN_EXPRESSION, LEAD_NAME_EXPRESSION, LEAD_PHONE_EXPRESSION } from '../../leads/duplicates/duplicate-sql';

/**
 * Duplicate suggestions and merges of leads (issue 27).
 * - Trigram indexes on the name and the company and expression indexes on the phone's digits and the e-mail domain,
 *   so one lead's suggestions read index entries instead of every lead.
 * - `lead_duplicate_dismissal`: a pair an admin said is not the same person, stored once (smaller id first).
 * - `lead_merge`: what a merge removed: the merged lead's row as it was (so its enquiry stays on the survivor's page
 *   and nothing is lost) and its address (whose bookings, chats and e-mails the survivor's timeline then includes).
 * - `lead_change` accepts `merge`: the audit entry on the survivor's history, with its author.
 */
export class Migration20261230000700_lead_duplicates_merge extends Migration {
  override async up(): Promise<void> {
    this.addSql('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    this.addSql(`CREATE INDEX lead_name_trgm_index ON lead USING gin ((${LEAD_NAME_EXPRESSION}) gin_trgm_ops)`);
    this.addSql(`CREATE INDEX lead_company_trgm_index ON lead USING gin ((${LEAD_COMPANY_EXPRESSION}) gin_trgm_ops) WHERE company IS NOT NULL`);
    this.addSql(`CREATE INDEX lead_phone_digits_index ON lead ((${LEAD_PHONE_EXPRESSION})) WHERE phone IS NOT NULL`);
    this.addSql(`CREATE INDEX lead_email_domain_index ON lead ((${LEAD_DOMAIN_EXPRESSION}))`);
    this.addSql(`
      CREATE TABLE lead_duplicate_dismissal (
        lead_id uuid NOT NULL REFERENCES lead (id) ON DELETE CASCADE,
        other_lead_id uuid NOT NULL REFERENCES lead (id) ON DELETE CASCADE,
        dismissed_by uuid REFERENCES "user" (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (lead_id, other_lead_id),
        CONSTRAINT lead_duplicate_dismissal_order_check CHECK (lead_id < other_lead_id)
      )`);
    this.addSql('CREATE INDEX lead_duplicate_dismissal_other_index ON lead_duplicate_dismissal (other_lead_id)');
    this.addSql(`
      CREATE TABLE lead_merge (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        survivor_id uuid NOT NULL REFERENCES lead (id) ON DELETE CASCADE,
        merged_lead_id uuid NOT NULL UNIQUE,
        merged_email text NOT NULL CHECK (merged_email = lower(btrim(merged_email)) AND length(merged_email) BETWEEN 3 AND 254),
        merged_lead jsonb NOT NULL CHECK (jsonb_typeof(merged_lead) = 'object'),
        moved jsonb NOT NULL CHECK (jsonb_typeof(moved) = 'object'),
        author_id uuid REFERENCES "user" (id) ON DELETE SET NULL,
        author_name text NOT NULL CHECK (length(author_name) BETWEEN 1 AND 254),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT lead_merge_distinct_check CHECK (survivor_id <> merged_lead_id)
      )`);
    this.addSql('CREATE INDEX lead_merge_survivor_index ON lead_merge (survivor_id)');
    this.addSql('ALTER TABLE lead_change DROP CONSTRAINT lead_change_field_check');
    this.addSql(`ALTER TABLE lead_change ADD CONSTRAINT lead_change_field_check
      CHECK (field IN ('status', 'estimated_value', 'owner', 'follow_up', 'merge'))`);
  }

  override async down(): Promise<void> {
    this.addSql(`DELETE FROM lead_change WHERE field = 'merge'`);
    this.addSql('ALTER TABLE lead_change DROP CONSTRAINT lead_change_field_check');
    this.addSql(`ALTER TABLE lead_change ADD CONSTRAINT lead_change_field_check
      CHECK (field IN ('status', 'estimated_value', 'owner', 'follow_up'))`);
    this.addSql('DROP TABLE lead_merge');
    this.addSql('DROP TABLE lead_duplicate_dismissal');
    this.addSql('DROP INDEX lead_email_domain_index, lead_phone_digits_index, lead_company_trgm_index, lead_name_trgm_index');
  }
}
