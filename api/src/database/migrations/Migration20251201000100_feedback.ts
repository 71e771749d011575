import { Migration } from '@mikro-orm/migrations';

/**
 * Feedback: the contexts (pages) that collect it, seeded here because they are reference data every database needs,
 * quick reactions and detailed submissions. The rules the API checks are repeated as constraints, so no other writer
 * can store what the API would refuse.
 */
export class Migration20251201000100_feedback extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE feedback_context (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        identifier text NOT NULL UNIQUE CHECK (identifier ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(identifier) <= 64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      INSERT INTO feedback_context (identifier)
      VALUES ('home'), ('portfolio'), ('consultation-booking'), ('onboarding'), ('client-home')`);

    this.addSql(`
      CREATE TABLE feedback_reaction (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        context_id uuid NOT NULL REFERENCES feedback_context (id) ON DELETE CASCADE,
        emoji text NOT NULL CHECK (length(emoji) BETWEEN 1 AND 16),
        sentiment text NOT NULL CONSTRAINT feedback_reaction_sentiment_check CHECK (sentiment IN ('positive', 'neutral', 'negative')),
        session_id text NOT NULL CHECK (length(session_id) BETWEEN 1 AND 100),
        metadata jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(metadata) = 'object' AND octet_length(metadata::text) <= 4096),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Newest first per context: the widget's list and summary, and the CRM's counts.
    this.addSql('CREATE INDEX feedback_reaction_context_index ON feedback_reaction (context_id, created_at DESC, id DESC)');

    this.addSql(`
      CREATE TABLE feedback_submission (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        context_id uuid NOT NULL REFERENCES feedback_context (id) ON DELETE CASCADE,
        rating smallint CONSTRAINT feedback_submission_rating_check CHECK (rating BETWEEN 1 AND 5),
        comment text CONSTRAINT feedback_submission_comment_check CHECK (length(comment) BETWEEN 1 AND 2000 AND comment = btrim(comment)),
        category text NOT NULL DEFAULT 'general' CONSTRAINT feedback_submission_category_check CHECK (category IN ('general')),
        session_id text NOT NULL CHECK (length(session_id) BETWEEN 1 AND 100),
        metadata jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(metadata) = 'object' AND octet_length(metadata::text) <= 4096),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT feedback_submission_content_check CHECK (rating IS NOT NULL OR comment IS NOT NULL)
      )`);
    this.addSql('CREATE INDEX feedback_submission_context_index ON feedback_submission (context_id, created_at DESC, id DESC)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE feedback_submission');
    this.addSql('DROP TABLE feedback_reaction');
    this.addSql('DROP TABLE feedback_context');
  }
}
