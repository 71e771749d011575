import { Migration } from '@mikro-orm/migrations';

/**
 * Saved views of Lead Management (issue 27): an admin's named filters, sort and columns, private or shared with the
 * team. A name is unique per owner whatever its case; the definition is JSON the contract validates on write and on
 * read. Status (lead_status_created_index), a value range (lead_value_index)
 * and "has booking" (appointment_client_email_index) already have indexes; source gets one here, with the default order.
 */
export class Migration20261230000600_lead_views extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE lead_view (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        name text NOT NULL CONSTRAINT lead_view_name_check CHECK (length(name) BETWEEN 1 AND 60 AND name = btrim(name)),
        shared boolean NOT NULL DEFAULT false,
        definition jsonb NOT NULL CONSTRAINT lead_view_definition_check CHECK (jsonb_typeof(definition) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT lead_view_updated_check CHECK (updated_at >= created_at)
      )`);
    this.addSql('CREATE UNIQUE INDEX lead_view_owner_name_key ON lead_view (owner_id, lower(name))');
    this.addSql('CREATE INDEX lead_view_shared_index ON lead_view (lower(name)) WHERE shared');
    this.addSql('CREATE INDEX lead_source_created_index ON lead (source, created_at DESC, id DESC)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX lead_source_created_index');
    this.addSql('DROP TABLE lead_view');
  }
}
