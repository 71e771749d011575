import { Migration } from '@mikro-orm/migrations';

/**
 * Canned replies for the live chat's reply box (issue 27). The contract's bounds are repeated as constraints (trimmed
 * title and text, their lengths) and a title is unique whatever its case, so two replies never answer to one name.
 */
export class Migration20261230000100_canned_replies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE canned_reply (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL CONSTRAINT canned_reply_title_check CHECK (length(title) BETWEEN 1 AND 60 AND title = btrim(title)),
        text text NOT NULL CONSTRAINT canned_reply_text_check CHECK (length(text) BETWEEN 1 AND 2000 AND text = btrim(text)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT canned_reply_updated_check CHECK (updated_at >= created_at)
      )`);
    this.addSql('CREATE UNIQUE INDEX canned_reply_title_key ON canned_reply (lower(title))');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE canned_reply');
  }
}
