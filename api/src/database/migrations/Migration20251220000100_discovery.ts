import { Migration } from '@mikro-orm/migrations';

/**
 * The public discovery assessment and the onboarding wizard's record. The question set is the API's to check in
 * detail (contracts/src/discovery-questions.ts); the table still refuses what no version of the API would store: an
 * answer to an unknown question, a completed assessment without its required answers, a link without its time.
 * The wizard's record belongs to its lead: one record per lead, removed with it.
 */
export class Migration20251220000100_discovery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE discovery_assessment (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        source text NOT NULL DEFAULT 'public' CONSTRAINT discovery_assessment_source_check CHECK (source IN ('public')),
        responses jsonb NOT NULL CONSTRAINT discovery_assessment_responses_check CHECK (
          jsonb_typeof(responses) = 'object'
          AND octet_length(responses::text) <= 65536
          AND responses - ARRAY['companyName', 'industry', 'companySize', 'website', 'mainChallenges', 'biggestPainPoint',
                                'manualHours', 'automationInterests', 'topPriority', 'successMetric', 'budgetRange',
                                'timeline', 'technicalExpertise', 'additionalInfo'] = '{}'::jsonb
        ),
        completed boolean NOT NULL,
        score smallint CHECK (score BETWEEN 0 AND 100),
        user_id uuid REFERENCES "user" (id) ON DELETE SET NULL,
        linked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT discovery_assessment_required_check CHECK (
          NOT completed OR responses ?& ARRAY['companyName', 'industry', 'companySize', 'mainChallenges', 'biggestPainPoint',
                                              'manualHours', 'automationInterests', 'topPriority', 'successMetric',
                                              'budgetRange', 'timeline', 'technicalExpertise']
        ),
        -- linked_at stays when an account is deleted, so an assessment is never linked twice.
        CONSTRAINT discovery_assessment_link_check CHECK (user_id IS NULL OR linked_at IS NOT NULL)
      )`);
    // A client's assessments, newest first.
    this.addSql(
      'CREATE INDEX discovery_assessment_user_index ON discovery_assessment (user_id, created_at DESC, id DESC) WHERE user_id IS NOT NULL',
    );

    this.addSql(`
      CREATE TABLE discovery_response (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        lead_id uuid NOT NULL UNIQUE REFERENCES lead (id) ON DELETE CASCADE,
        business_name text NOT NULL CHECK (length(business_name) BETWEEN 1 AND 200 AND business_name = btrim(business_name)),
        industry text CONSTRAINT discovery_response_industry_check
          CHECK (industry IN ('Technology', 'Healthcare', 'Finance', 'Retail', 'Manufacturing', 'Education', 'Other')),
        website text CHECK (length(website) BETWEEN 1 AND 300),
        services text[] NOT NULL CONSTRAINT discovery_response_services_check CHECK (
          cardinality(services) BETWEEN 1 AND 5
          AND services <@ ARRAY['Website & App Development', 'Content Creation', 'Digital Marketing', 'Business Automation',
                                'Intelligent Agents']::text[]
        ),
        goals text NOT NULL CHECK (length(goals) BETWEEN 1 AND 1000),
        challenges text CHECK (length(challenges) BETWEEN 1 AND 2000),
        budget text NOT NULL CONSTRAINT discovery_response_budget_check
          CHECK (budget IN ('Under $5,000', '$5,000-$15,000', '$15,000-$50,000', '$50,000-$100,000', 'Over $100,000')),
        timeline text NOT NULL CONSTRAINT discovery_response_timeline_check
          CHECK (timeline IN ('ASAP (within 1 month)', '1-3 months', '3-6 months', '6-12 months', 'Planning phase (12+ months)')),
        additional_info text CHECK (length(additional_info) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE discovery_response');
    this.addSql('DROP TABLE discovery_assessment');
  }
}
