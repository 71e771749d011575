import { Migration } from '@mikro-orm/migrations';

/**
 * The consultant reads every message for every fact (issue 24): it keeps the visitor's phone, and notes what the
 * engine needs between turns (misses on the pending question, fields the visitor chose not to give, addresses to
 * choose from, the last reply so it is never sent twice in a row). A completed conversation becomes its person's lead
 * at once, merged by e-mail like bookings, so two conversations of one person share one lead: lead_id is no longer
 * unique, only indexed.
 */
export class Migration20261201000000_onboarding_understanding extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE onboarding_chat
        ADD COLUMN contact_phone text CONSTRAINT onboarding_chat_contact_phone_check CHECK (length(contact_phone) BETWEEN 7 AND 40),
        ADD COLUMN notes jsonb NOT NULL DEFAULT '{}' CONSTRAINT onboarding_chat_notes_check CHECK (jsonb_typeof(notes) = 'object')`);
    this.addSql('ALTER TABLE onboarding_chat DROP CONSTRAINT onboarding_chat_lead_id_key');
    this.addSql('CREATE INDEX onboarding_chat_lead_index ON onboarding_chat (lead_id) WHERE lead_id IS NOT NULL');
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX onboarding_chat_lead_index');
    this.addSql('ALTER TABLE onboarding_chat ADD CONSTRAINT onboarding_chat_lead_id_key UNIQUE (lead_id)');
    this.addSql('ALTER TABLE onboarding_chat DROP COLUMN notes, DROP COLUMN contact_phone');
  }
}
