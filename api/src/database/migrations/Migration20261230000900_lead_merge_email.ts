import { Migration } from '@mikro-orm/migrations';

/** Bookings, chats and the consultant look up a merged lead's address to reach the lead it was merged into. */
export class Migration20261230000900_lead_merge_email extends Migration {
  override async up(): Promise<void> {
    this.addSql('CREATE INDEX lead_merge_merged_email_index ON lead_merge (merged_email)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX lead_merge_merged_email_index');
  }
}
