import { Migration } from '@mikro-orm/migrations';

/**
 * What the chat visitor is told is true (issue 27):
 * - chat_admin_presence: each admin's state per instance (online, or away by choice or idleness), renewed by the
 *   instance's presence tick; a dead instance's rows stop counting once they expire. No row: offline.
 * - chat_conversation.visitor_read_up_to: the visitor's read marker ("Seen" on the agents' side).
 * - chat_conversation.started_path: the page the chat started on ('Visitor from <page>').
 * - chat_conversation.last_visitor_message: the list preview, the visitor's own words (never the bot's).
 * - chat_conversation.contact_requested_at: the address was asked for; the prompt survives a reload until answered.
 */
export class Migration20261230000400_chat_visitor_truth extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE chat_admin_presence (
        user_id uuid NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        instance_id uuid NOT NULL,
        state text NOT NULL CHECK (state IN ('online', 'away')),
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, instance_id)
      )`);
    this.addSql('CREATE INDEX chat_admin_presence_instance_index ON chat_admin_presence (instance_id)');
    this.addSql(`
      ALTER TABLE chat_conversation
        ADD COLUMN visitor_read_up_to integer NOT NULL DEFAULT 0 CHECK (visitor_read_up_to >= 0),
        ADD COLUMN started_path text CHECK (started_path LIKE '/%' AND length(started_path) <= 500),
        ADD COLUMN last_visitor_message text,
        ADD COLUMN contact_requested_at timestamptz,
        ADD CONSTRAINT chat_conversation_visitor_read_check CHECK (visitor_read_up_to <= last_message_id)`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      ALTER TABLE chat_conversation
        DROP CONSTRAINT chat_conversation_visitor_read_check,
        DROP COLUMN contact_requested_at,
        DROP COLUMN last_visitor_message,
        DROP COLUMN started_path,
        DROP COLUMN visitor_read_up_to`);
    this.addSql('DROP TABLE chat_admin_presence');
  }
}
