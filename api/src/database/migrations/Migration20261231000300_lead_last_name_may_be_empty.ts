import { Migration } from '@mikro-orm/migrations';

/**
 * A lead made from a name someone typed once ('Aroha', left in the live chat, a booking or the consultant) has no last
 * name. It used to be stored as '-', which the CRM and its CSV then showed as if it were one. The last name may now be
 * empty (still at most 100 characters); the contact form's POST /api/leads still asks for one (spec part 1 §5).
 * The '-' those three paths wrote is cleared; a '-' typed into the contact form or the wizard is left as it is.
 */
export class Migration20261231000300_lead_last_name_may_be_empty extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE lead DROP CONSTRAINT lead_last_name_check');
    this.addSql('ALTER TABLE lead ADD CONSTRAINT lead_last_name_check CHECK (length(last_name) <= 100)');
    this.addSql(`UPDATE lead SET last_name = '' WHERE last_name = '-' AND source IN ('live_chat', 'booking', 'onboarding_chat')`);
  }

  override async down(): Promise<void> {
    this.addSql(`UPDATE lead SET last_name = '-' WHERE last_name = ''`);
    this.addSql('ALTER TABLE lead DROP CONSTRAINT lead_last_name_check');
    this.addSql('ALTER TABLE lead ADD CONSTRAINT lead_last_name_check CHECK (length(last_name) BETWEEN 1 AND 100)');
  }
}
