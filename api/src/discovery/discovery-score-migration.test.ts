import { Client } from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { DISCOVERY_AUTOMATION_INTERESTS, DISCOVERY_CHALLENGES, publicDiscoveryScore } from '@agency/contracts';
import { ormOptions } from '../database/orm-options';
import { runMigrations } from '../database/run-migrations';

/** A public assessment as the API stored it before public ones were scored. */
function publicAnswers(challenges: number, interests: number): Record<string, unknown> {
  return {
    companyName: 'Harbour Plumbing',
    industry: 'Other',
    companySize: '1-10 employees',
    mainChallenges: DISCOVERY_CHALLENGES.slice(0, challenges),
    biggestPainPoint: 'Quotes take an evening each.',
    manualHours: '16-30 hours',
    automationInterests: DISCOVERY_AUTOMATION_INTERESTS.slice(0, interests),
    topPriority: 'Save time on day-to-day work',
    successMetric: 'Hours saved each week',
    budgetRange: '$5,000-$15,000',
    timeline: '1 month',
    technicalExpertise: 'Beginner',
  };
}

describe('the migration that scores public assessments', () => {
  it('scores the public rows stored without a score from their answers and leaves dashboard rows alone', async () => {
    // A fresh database, migrated up to the one before, so the rows exist when the migration runs.
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `score_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const db = new Client({ connectionString: url.toString() });
    try {
      const orm = await MikroORM.init(ormOptions(url.toString(), { pool: { min: 0, max: 1 } }));
      try {
        await orm.getMigrator().up({ to: 'Migration20260201000000_discovery_response_unlinked' });
      } finally {
        await orm.close(true);
      }
      await db.connect();
      const unscored = [publicAnswers(2, 2), publicAnswers(8, 8), publicAnswers(1, 1)];
      const ids: string[] = [];
      for (const responses of unscored) {
        const row = await db.query(`INSERT INTO discovery_assessment (source, responses, completed) VALUES ('public', $1, true) RETURNING id`, [responses]);
        ids.push(row.rows[0].id);
      }
      // Unfinished and stored before the check on completed answers existed: scored on what it holds.
      const partial = await db.query(`INSERT INTO discovery_assessment (source, responses, completed) VALUES ('public', $1, false) RETURNING id`, [
        { companyName: 'Tui Cafe', industry: 'Retail' },
      ]);
      const user = await db.query(`INSERT INTO "user" (email, first_name, password_hash) VALUES ('a@example.co.nz', 'A', 'x') RETURNING id`);
      const dashboard = await db.query(
        `INSERT INTO discovery_assessment (source, responses, completed, score, user_id, linked_at) VALUES ('dashboard', '{}', false, 0, $1, now()) RETURNING id`,
        [user.rows[0].id],
      );

      expect(await runMigrations(url.toString())).toContain('Migration20260201000100_public_discovery_score');

      const scores = async (list: string[]) =>
        (await db.query('SELECT id, score FROM discovery_assessment WHERE id = ANY($1::uuid[])', [list])).rows.map((row) => [row.id, row.score]);
      expect(await scores(ids)).toEqual(
        expect.arrayContaining(ids.map((id, index) => [id, publicDiscoveryScore(unscored[index] ?? {})])),
      );
      expect(unscored.map((responses) => publicDiscoveryScore(responses))).toEqual([87, 100, 85]);
      expect(await scores([partial.rows[0].id])).toEqual([[partial.rows[0].id, Math.round((5 / 115) * 100)]]);
      expect(await scores([dashboard.rows[0].id])).toEqual([[dashboard.rows[0].id, 0]]);
      // A dashboard assessment still needs its score.
      await expect(db.query(`UPDATE discovery_assessment SET score = NULL WHERE id = $1`, [dashboard.rows[0].id])).rejects.toThrow(
        /discovery_assessment_scored_check/,
      );
    } finally {
      await db.end().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
