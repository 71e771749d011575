import { Migration } from '@mikro-orm/migrations';

/**
 * A client's companies and their logos. A logo is the re-encoded image itself (bytea: durable, backed up with the
 * rest, no volume to mount), at most 5 MB, in one of the four types the API writes. A company points at its current
 * logo, which must be one of its own; a new upload is a new row, so its URL changes and can be cached for good.
 */
export class Migration20251225000100_companies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE company (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        name text NOT NULL CONSTRAINT company_name_check CHECK (length(name) BETWEEN 1 AND 200 AND name = btrim(name)),
        industry text CONSTRAINT company_industry_check CHECK (industry IN (
          'Technology', 'Healthcare', 'Finance', 'Retail', 'Manufacturing', 'Education', 'Hospitality', 'Construction',
          'Professional Services', 'Agriculture', 'Other')),
        -- Only http(s) links are ever rendered as the company's website.
        website text CONSTRAINT company_website_check CHECK (length(website) <= 300 AND website ~* '^https?://[^\\s]+$'),
        logo_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX company_user_index ON company (user_id, created_at, id)');

    this.addSql(`
      CREATE TABLE company_logo (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES company (id) ON DELETE CASCADE,
        content_type text NOT NULL CONSTRAINT company_logo_content_type_check
          CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
        bytes bytea NOT NULL CONSTRAINT company_logo_bytes_check CHECK (octet_length(bytes) BETWEEN 1 AND 5242880),
        width integer NOT NULL CHECK (width BETWEEN 1 AND 4096),
        height integer NOT NULL CHECK (height BETWEEN 1 AND 4096),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT company_logo_company_unique UNIQUE (company_id, id)
      )`);
    // The current logo is one of the company's own; removing it clears only the pointer.
    this.addSql(`
      ALTER TABLE company ADD CONSTRAINT company_logo_fk FOREIGN KEY (id, logo_id)
        REFERENCES company_logo (company_id, id) ON DELETE SET NULL (logo_id) DEFERRABLE INITIALLY DEFERRED`);
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE company DROP CONSTRAINT company_logo_fk');
    this.addSql('DROP TABLE company_logo');
    this.addSql('DROP TABLE company');
  }
}
