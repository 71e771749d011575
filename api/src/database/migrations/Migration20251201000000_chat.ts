import { Migration } from '@mikro-orm/migrations';

/**
 * Live chat: conversations, their messages and which instances have agents connected; leads may now come from
 * live chat. Message ids count up per conversation from the conversation row (see chat-store.ts).
 */
export class Migration20251201000000_chat extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE lead DROP CONSTRAINT lead_source_check');
    this.addSql(`
      ALTER TABLE lead ADD CONSTRAINT lead_source_check
        CHECK (source IN ('contact_form', 'onboarding_wizard', 'onboarding_chat', 'booking', 'crm', 'live_chat'))`);

    this.addSql(`
      CREATE TABLE chat_conversation (
        id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{32}$'),
        user_id uuid REFERENCES "user" (id) ON DELETE SET NULL,
        visitor_name text CHECK (length(visitor_name) BETWEEN 1 AND 200),
        visitor_email text CHECK (visitor_email = lower(btrim(visitor_email)) AND length(visitor_email) BETWEEN 3 AND 254),
        last_message_id integer NOT NULL DEFAULT 0 CHECK (last_message_id >= 0),
        last_message text,
        last_message_at timestamptz NOT NULL DEFAULT now(),
        agent_read_up_to integer NOT NULL DEFAULT 0 CHECK (agent_read_up_to >= 0),
        last_agent_message_at timestamptz,
        visitor_seen_at timestamptz NOT NULL DEFAULT now(),
        reply_mail_pending boolean NOT NULL DEFAULT false,
        replies_mailed_at timestamptz,
        -- The visitor message that got the one offline notice (claimed in the same statement that stores it).
        offline_notice_for integer,
        transcript_mailed_at timestamptz,
        lead_id uuid UNIQUE REFERENCES lead (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chat_conversation_read_check CHECK (agent_read_up_to <= last_message_id)
      )`);
    // The agents' list: only conversations with a message, newest activity first.
    this.addSql(`
      CREATE INDEX chat_conversation_activity_index ON chat_conversation (last_message_at DESC, id DESC)
        WHERE last_message_id > 0`);
    // The sweep that e-mails agents' replies to visitors who left looks only at conversations owing a mail.
    this.addSql('CREATE INDEX chat_conversation_reply_mail_index ON chat_conversation (visitor_seen_at) WHERE reply_mail_pending');
    this.addSql('CREATE INDEX chat_conversation_user_index ON chat_conversation (user_id) WHERE user_id IS NOT NULL');

    this.addSql(`
      CREATE TABLE chat_message (
        conversation_id text NOT NULL REFERENCES chat_conversation (id) ON DELETE CASCADE,
        id integer NOT NULL CHECK (id > 0),
        sender text NOT NULL CONSTRAINT chat_message_sender_check CHECK (sender IN ('user', 'agent', 'system')),
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
        user_id uuid REFERENCES "user" (id) ON DELETE SET NULL,
        sender_name text CHECK (length(sender_name) <= 100),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (conversation_id, id),
        CONSTRAINT chat_message_system_check CHECK (sender <> 'system' OR (user_id IS NULL AND sender_name IS NULL))
      )`);

    // One row per API instance, refreshed while it has agent sockets: "an agent was online lately" across instances.
    this.addSql(`
      CREATE TABLE chat_agent_presence (
        instance_id uuid PRIMARY KEY,
        last_seen_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE chat_agent_presence');
    this.addSql('DROP TABLE chat_message');
    this.addSql('DROP TABLE chat_conversation');
    this.addSql("DELETE FROM lead WHERE source = 'live_chat'");
    this.addSql('ALTER TABLE lead DROP CONSTRAINT lead_source_check');
    this.addSql(`
      ALTER TABLE lead ADD CONSTRAINT lead_source_check
        CHECK (source IN ('contact_form', 'onboarding_wizard', 'onboarding_chat', 'booking', 'crm'))`);
  }
}
