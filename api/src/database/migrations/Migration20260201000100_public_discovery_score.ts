import { Migration } from '@mikro-orm/migrations';
import { publicDiscoveryScore } from '@agency/contracts';

/** Rows scored per statement, so a large table is not read into memory at once. */
const BATCH = 500;

/**
 * The public assessment is scored too (by the dashboard's rule over the weights its questions borrow, see
 * publicDiscoveryScore in contracts). A dashboard assessment must still have its score; a public one may now have
 * one. The public rows stored without a score are scored here from their stored answers, which the API checked
 * against the question set when it stored them; the rule is the API's, so old and new rows agree.
 */
export class Migration20260201000100_public_discovery_score extends Migration {
  override async up(): Promise<void> {
    await this.execute('ALTER TABLE discovery_assessment DROP CONSTRAINT discovery_assessment_scored_check');
    await this.execute(`
      ALTER TABLE discovery_assessment ADD CONSTRAINT discovery_assessment_scored_check CHECK (
        source <> 'dashboard' OR (score IS NOT NULL AND linked_at IS NOT NULL)
      )`);
    for (;;) {
      const rows = (await this.execute(
        `SELECT id, responses FROM discovery_assessment WHERE source = 'public' AND score IS NULL ORDER BY id LIMIT ${BATCH}`,
      )) as { id: string; responses: Record<string, unknown> }[];
      if (rows.length === 0) break;
      const scores = rows.map((row) => ({ id: row.id, score: publicDiscoveryScore(row.responses) }));
      await this.execute(
        `UPDATE discovery_assessment AS d SET score = s.score
           FROM jsonb_to_recordset(?::jsonb) AS s(id uuid, score smallint)
          WHERE d.id = s.id`,
        [JSON.stringify(scores)],
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`UPDATE discovery_assessment SET score = NULL WHERE source = 'public'`);
    this.addSql('ALTER TABLE discovery_assessment DROP CONSTRAINT discovery_assessment_scored_check');
    this.addSql(`
      ALTER TABLE discovery_assessment ADD CONSTRAINT discovery_assessment_scored_check CHECK (
        (source = 'dashboard') = (score IS NOT NULL) AND (source <> 'dashboard' OR linked_at IS NOT NULL)
      )`);
  }
}
