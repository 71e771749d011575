import { Migration } from '@mikro-orm/migrations';

/**
 * Live chat state, assignment and ratings (issue 27). A conversation is open, pending or resolved and may be assigned
 * to an account (cleared when the account goes; the service only ever assigns admins). Each resolve counts up
 * `resolution`, and a rating is stored at most once per resolution (its primary key). Visitors' transcript requests
 * are kept per request id, so a repeated request sends one mail and the count per hour can be limited.
 */
export class Migration20261230000500_chat_state_rating extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE chat_conversation
        ADD COLUMN state text NOT NULL DEFAULT 'open' CONSTRAINT chat_conversation_state_check CHECK (state IN ('open', 'pending', 'resolved')),
        ADD COLUMN assignee_id uuid REFERENCES "user" (id) ON DELETE SET NULL,
        ADD COLUMN resolution integer NOT NULL DEFAULT 0 CONSTRAINT chat_conversation_resolution_check CHECK (resolution >= 0),
        ADD COLUMN resolved_at timestamptz,
        ADD CONSTRAINT chat_conversation_resolved_check CHECK ((state = 'resolved') = (resolved_at IS NOT NULL))`);
    // Auto-assignment counts each admin's open conversations.
    this.addSql(`CREATE INDEX chat_conversation_assignee_index ON chat_conversation (assignee_id, state) WHERE assignee_id IS NOT NULL`);

    this.addSql(`
      CREATE TABLE chat_rating (
        conversation_id text NOT NULL REFERENCES chat_conversation (id) ON DELETE CASCADE,
        resolution integer NOT NULL CHECK (resolution > 0),
        score smallint NOT NULL CONSTRAINT chat_rating_score_check CHECK (score BETWEEN 1 AND 5),
        comment text CONSTRAINT chat_rating_comment_check CHECK (length(comment) BETWEEN 1 AND 1000 AND comment = btrim(comment)),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (conversation_id, resolution)
      )`);
    this.addSql('CREATE INDEX chat_rating_created_index ON chat_rating (created_at DESC)');

    this.addSql(`
      CREATE TABLE chat_transcript_request (
        conversation_id text NOT NULL REFERENCES chat_conversation (id) ON DELETE CASCADE,
        request_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (conversation_id, request_id)
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE chat_transcript_request');
    this.addSql('DROP TABLE chat_rating');
    this.addSql('DROP INDEX chat_conversation_assignee_index');
    this.addSql(`
      ALTER TABLE chat_conversation DROP CONSTRAINT chat_conversation_resolved_check,
        DROP COLUMN resolved_at, DROP COLUMN resolution, DROP COLUMN assignee_id, DROP COLUMN state`);
  }
}
