import { Migration } from '@mikro-orm/migrations';

/**
 * The consultant books the meeting and hands over to a person (issue 24). A consultant session keeps the consultation
 * booked in it (through the booking service, so the appointment row is the booking module's own), and a live chat
 * conversation keeps the consultant session its visitor was handed over from, linked by the server. Deleting either
 * side only clears the link.
 */
export class Migration20261210000000_consultant_booking extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE onboarding_chat ADD COLUMN appointment_id uuid REFERENCES appointment (id) ON DELETE SET NULL');
    this.addSql('CREATE INDEX onboarding_chat_appointment_index ON onboarding_chat (appointment_id) WHERE appointment_id IS NOT NULL');
    this.addSql('ALTER TABLE chat_conversation ADD COLUMN onboarding_chat_id uuid REFERENCES onboarding_chat (id) ON DELETE SET NULL');
    this.addSql('CREATE INDEX chat_conversation_onboarding_chat_index ON chat_conversation (onboarding_chat_id) WHERE onboarding_chat_id IS NOT NULL');
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE chat_conversation DROP COLUMN onboarding_chat_id');
    this.addSql('ALTER TABLE onboarding_chat DROP COLUMN appointment_id');
  }
}
