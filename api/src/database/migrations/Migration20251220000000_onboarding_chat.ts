import { Migration } from '@mikro-orm/migrations';

/**
 * The AI consultant's sessions (the CRM's 'User Assessments') and their transcripts. The server owns a session: its
 * stage, what the consultant is waiting for and what it has gathered are columns here, and the constraints repeat
 * the rules the engine keeps (a completed session has a name and an e-mail, a lead only on a converted session), so
 * no other writer can store a state the engine would never reach.
 */
export class Migration20251220000000_onboarding_chat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE onboarding_chat (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id text NOT NULL UNIQUE CHECK (session_id ~ '^session_[0-9]{10,16}_[A-Za-z0-9]{8,64}$'),
        stage text NOT NULL DEFAULT 'service_selection'
          CONSTRAINT onboarding_chat_stage_check CHECK (stage IN ('service_selection', 'discovery', 'contact', 'complete')),
        status text NOT NULL DEFAULT 'in_progress'
          CONSTRAINT onboarding_chat_status_check CHECK (status IN ('in_progress', 'completed', 'converted')),
        pending_field text CONSTRAINT onboarding_chat_pending_field_check
          CHECK (pending_field IN ('service', 'business', 'challenges', 'goals', 'name', 'email', 'company', 'budget', 'timeline')),
        service_interest text CHECK (length(service_interest) BETWEEN 1 AND 100),
        business_description text CHECK (length(business_description) BETWEEN 1 AND 2000),
        challenges text CHECK (length(challenges) BETWEEN 1 AND 2000),
        goals text CHECK (length(goals) BETWEEN 1 AND 2000),
        contact_name text CHECK (length(contact_name) BETWEEN 2 AND 100 AND contact_name = btrim(contact_name)),
        contact_email text CHECK (contact_email = lower(btrim(contact_email)) AND length(contact_email) BETWEEN 3 AND 254 AND contact_email LIKE '%_@_%'),
        company_name text CHECK (length(company_name) BETWEEN 1 AND 200),
        budget text CHECK (length(budget) BETWEEN 1 AND 200),
        timeline text CHECK (length(timeline) BETWEEN 1 AND 200),
        email_attempts smallint NOT NULL DEFAULT 0 CHECK (email_attempts >= 0),
        visitor_messages integer NOT NULL DEFAULT 0 CHECK (visitor_messages >= 0),
        lead_id uuid UNIQUE REFERENCES lead (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        CONSTRAINT onboarding_chat_completed_check CHECK ((completed_at IS NOT NULL) = (stage = 'complete')),
        CONSTRAINT onboarding_chat_status_stage_check CHECK (
          (status <> 'completed' OR stage = 'complete') AND (status <> 'in_progress' OR stage <> 'complete')
        ),
        CONSTRAINT onboarding_chat_contact_check CHECK (stage <> 'complete' OR (contact_name IS NOT NULL AND contact_email IS NOT NULL)),
        CONSTRAINT onboarding_chat_lead_check CHECK (lead_id IS NULL OR status = 'converted')
      )`);
    // The CRM's list, newest first.
    this.addSql('CREATE INDEX onboarding_chat_created_index ON onboarding_chat (created_at DESC, id DESC)');

    this.addSql(`
      CREATE TABLE onboarding_message (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        chat_id uuid NOT NULL REFERENCES onboarding_chat (id) ON DELETE CASCADE,
        role text NOT NULL CONSTRAINT onboarding_message_role_check CHECK (role IN ('user', 'assistant')),
        content text NOT NULL CHECK (length(content) BETWEEN 1 AND 4000),
        stage text NOT NULL CHECK (stage IN ('service_selection', 'discovery', 'contact', 'complete')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX onboarding_message_chat_index ON onboarding_message (chat_id, id)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE onboarding_message');
    this.addSql('DROP TABLE onboarding_chat');
  }
}
