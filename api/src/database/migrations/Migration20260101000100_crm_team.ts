import { Migration } from '@mikro-orm/migrations';

/**
 * The CRM's weekly bookings count appointments by when they were made, one week's range at a time; the appointment
 * table's createdAt sort reads the same index. (Leads, onboarding chats and page views already have theirs.)
 */
export class Migration20260101000100_crm_team extends Migration {
  override async up(): Promise<void> {
    this.addSql('CREATE INDEX appointment_created_at_index ON appointment (created_at, id)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX appointment_created_at_index');
  }
}
