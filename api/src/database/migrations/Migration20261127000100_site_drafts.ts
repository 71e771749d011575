import { Migration } from '@mikro-orm/migrations';

/**
 * The builder's draft id on a site (issue 22 item 12): the browser makes one id for the site it builds and sends it with
 * every save, so a retry, a second try or the subscription's save update that one site instead of adding 'name2'.
 * Unique per account; sites made without a draft id (NULL) are unaffected.
 */
export class Migration20261127000100_site_drafts extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE site ADD COLUMN draft_id uuid');
    this.addSql('ALTER TABLE site ADD CONSTRAINT site_user_draft_key UNIQUE (user_id, draft_id)');
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE site DROP CONSTRAINT site_user_draft_key');
    this.addSql('ALTER TABLE site DROP COLUMN draft_id');
  }
}
