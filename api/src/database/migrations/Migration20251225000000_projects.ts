import { Migration } from '@mikro-orm/migrations';

/** 'a', 'b' for an IN list; the values are fixed here, as the migration is history. */
const list = (values: readonly string[]) => values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');

/**
 * A client's projects and the agency's progress notes on them. The option lists are those of
 * contracts/src/projects-options.ts when this was written; a project belongs to one account and goes with it.
 */
export class Migration20251225000000_projects extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE project (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        title text NOT NULL CONSTRAINT project_title_check CHECK (length(title) BETWEEN 1 AND 200 AND title = btrim(title)),
        description text NOT NULL CONSTRAINT project_description_check CHECK (length(description) BETWEEN 1 AND 5000),
        service_interest text NOT NULL CONSTRAINT project_service_interest_check CHECK (service_interest IN (${list([
          'Website & App Development',
          'Content Creation',
          'Digital Marketing',
          'Business Automation',
          'Intelligent Agents',
        ])})),
        budget text CONSTRAINT project_budget_check CHECK (budget IN (${list(['Under $5,000', '$5,000 - $15,000', '$15,000 - $50,000', '$50,000+'])})),
        timeline text CONSTRAINT project_timeline_check
          CHECK (timeline IN (${list(['ASAP', 'Within 1 month', 'Within 3 months', 'Within 6 months', 'Flexible'])})),
        priority text NOT NULL DEFAULT 'medium' CONSTRAINT project_priority_check CHECK (priority IN ('high', 'medium', 'low')),
        status text NOT NULL DEFAULT 'requested' CONSTRAINT project_status_check
          CHECK (status IN ('requested', 'in_progress', 'testing', 'completed', 'on_hold', 'cancelled')),
        phase text NOT NULL DEFAULT 'discovery' CONSTRAINT project_phase_check
          CHECK (phase IN ('discovery', 'planning', 'development', 'testing', 'support')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A client's list and the admin's list, newest first.
    this.addSql('CREATE INDEX project_user_index ON project (user_id, created_at DESC, id DESC)');
    this.addSql('CREATE INDEX project_created_index ON project (created_at DESC, id DESC)');

    // seq orders notes written within one transaction (now() is the same for all of them).
    this.addSql(`
      CREATE TABLE project_update (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE,
        author_id uuid REFERENCES "user" (id) ON DELETE SET NULL,
        message text NOT NULL CONSTRAINT project_update_message_check CHECK (length(message) BETWEEN 1 AND 5000 AND message = btrim(message)),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX project_update_project_index ON project_update (project_id, seq)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE project_update');
    this.addSql('DROP TABLE project');
  }
}
