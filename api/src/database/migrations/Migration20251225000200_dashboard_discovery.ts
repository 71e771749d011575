import { Migration } from '@mikro-orm/migrations';

const PUBLIC_KEYS = `'companyName', 'industry', 'companySize', 'website', 'mainChallenges', 'biggestPainPoint', 'manualHours',
  'automationInterests', 'topPriority', 'successMetric', 'budgetRange', 'timeline', 'technicalExpertise', 'additionalInfo'`;
const PUBLIC_REQUIRED = `'companyName', 'industry', 'companySize', 'mainChallenges', 'biggestPainPoint', 'manualHours',
  'automationInterests', 'topPriority', 'successMetric', 'budgetRange', 'timeline', 'technicalExpertise'`;
/** The dashboard's 16 questions, all required (contracts/src/discovery-dashboard-questions.ts). */
const DASHBOARD_KEYS = `'companySize', 'industry', 'revenue', 'businessDescription', 'mainChallenges', 'manualWorkTime',
  'biggestPainPoint', 'automationInterest', 'expectedRoi', 'timeline', 'currentTools', 'technicalTeam',
  'automationExperience', 'budgetRange', 'decisionMaker', 'urgency'`;

/**
 * The dashboard's scored assessment shares the table with the public one: source 'dashboard', always an account's
 * from the start (linked_at is its creation) and always scored by the server; a public one is never scored. Each
 * source answers only its own questions, and a completed one has all its required answers.
 */
export class Migration20251225000200_dashboard_discovery extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE discovery_assessment DROP CONSTRAINT discovery_assessment_source_check');
    this.addSql(`ALTER TABLE discovery_assessment ADD CONSTRAINT discovery_assessment_source_check CHECK (source IN ('public', 'dashboard'))`);
    this.addSql('ALTER TABLE discovery_assessment DROP CONSTRAINT discovery_assessment_responses_check');
    this.addSql(`
      ALTER TABLE discovery_assessment ADD CONSTRAINT discovery_assessment_responses_check CHECK (
        jsonb_typeof(responses) = 'object'
        AND octet_length(responses::text) <= 65536
        AND CASE source
          WHEN 'public' THEN responses - ARRAY[${PUBLIC_KEYS}] = '{}'::jsonb
          ELSE responses - ARRAY[${DASHBOARD_KEYS}] = '{}'::jsonb
        END
      )`);
    this.addSql('ALTER TABLE discovery_assessment DROP CONSTRAINT discovery_assessment_required_check');
    this.addSql(`
      ALTER TABLE discovery_assessment ADD CONSTRAINT discovery_assessment_required_check CHECK (
        NOT completed OR CASE source
          WHEN 'public' THEN responses ?& ARRAY[${PUBLIC_REQUIRED}]
          ELSE responses ?& ARRAY[${DASHBOARD_KEYS}]
        END
      )`);
    this.addSql(`
      ALTER TABLE discovery_assessment ADD CONSTRAINT discovery_assessment_scored_check CHECK (
        (source = 'dashboard') = (score IS NOT NULL) AND (source <> 'dashboard' OR linked_at IS NOT NULL)
      )`);
  }

  override async down(): Promise<void> {
    this.addSql(`DELETE FROM discovery_assessment WHERE source = 'dashboard'`);
    this.addSql('ALTER TABLE discovery_assessment DROP CONSTRAINT discovery_assessment_scored_check');
    this.addSql('ALTER TABLE discovery_assessment DROP CONSTRAINT discovery_assessment_required_check');
    this.addSql(`
      ALTER TABLE discovery_assessment ADD CONSTRAINT discovery_assessment_required_check CHECK (
        NOT completed OR responses ?& ARRAY[${PUBLIC_REQUIRED}]
      )`);
    this.addSql('ALTER TABLE discovery_assessment DROP CONSTRAINT discovery_assessment_responses_check');
    this.addSql(`
      ALTER TABLE discovery_assessment ADD CONSTRAINT discovery_assessment_responses_check CHECK (
        jsonb_typeof(responses) = 'object' AND octet_length(responses::text) <= 65536
        AND responses - ARRAY[${PUBLIC_KEYS}] = '{}'::jsonb
      )`);
    this.addSql('ALTER TABLE discovery_assessment DROP CONSTRAINT discovery_assessment_source_check');
    this.addSql(`ALTER TABLE discovery_assessment ADD CONSTRAINT discovery_assessment_source_check CHECK (source IN ('public'))`);
  }
}
