import { Migration } from '@mikro-orm/migrations';

/**
 * The onboarding wizard's record may arrive without a lead it can be tied to (the spec's body carries no lead id):
 * it is then stored unlinked instead of refused. A linked record still goes with its lead, one record per lead
 * (UNIQUE allows any number of unlinked ones).
 */
export class Migration20260201000000_discovery_response_unlinked extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE discovery_response ALTER COLUMN lead_id DROP NOT NULL');
  }

  override async down(): Promise<void> {
    this.addSql('DELETE FROM discovery_response WHERE lead_id IS NULL');
    this.addSql('ALTER TABLE discovery_response ALTER COLUMN lead_id SET NOT NULL');
  }
}
