import { Migration } from '@mikro-orm/migrations';

/**
 * A lead's owner (an admin; cleared when the account goes) and follow-up day (a New Zealand calendar day, not an
 * instant). `follow_up_reminded_on` is the day the owner was last reminded for: the reminder job claims a lead only
 * while it differs from `follow_up_on`, so each day is reminded once across instances, and a new day reminds again.
 * Owner and follow-up changes join the lead's recorded history.
 */
export class Migration20261230000200_lead_follow_up extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE lead
        ADD COLUMN owner_id uuid REFERENCES "user" (id) ON DELETE SET NULL,
        ADD COLUMN follow_up_on date,
        ADD COLUMN follow_up_reminded_on date`);
    this.addSql('CREATE INDEX lead_follow_up_index ON lead (follow_up_on) WHERE follow_up_on IS NOT NULL');
    this.addSql('CREATE INDEX lead_owner_index ON lead (owner_id) WHERE owner_id IS NOT NULL');
    this.addSql('ALTER TABLE lead_change DROP CONSTRAINT lead_change_field_check');
    this.addSql(`ALTER TABLE lead_change ADD CONSTRAINT lead_change_field_check
      CHECK (field IN ('status', 'estimated_value', 'owner', 'follow_up'))`);
  }

  override async down(): Promise<void> {
    this.addSql(`DELETE FROM lead_change WHERE field IN ('owner', 'follow_up')`);
    this.addSql('ALTER TABLE lead_change DROP CONSTRAINT lead_change_field_check');
    this.addSql(`ALTER TABLE lead_change ADD CONSTRAINT lead_change_field_check CHECK (field IN ('status', 'estimated_value'))`);
    this.addSql('ALTER TABLE lead DROP COLUMN owner_id, DROP COLUMN follow_up_on, DROP COLUMN follow_up_reminded_on');
  }
}
