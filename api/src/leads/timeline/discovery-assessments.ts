import { DISCOVERY_QUESTIONS } from '@agency/contracts';
import { details, event, TIMELINE_SOURCE_LIMIT, type TimelineSource } from './timeline-source';

function answerText(answer: unknown): string | null {
  if (Array.isArray(answer)) return answer.map(String).join(', ');
  if (answer === null || answer === undefined) return null;
  return String(answer);
}

/**
 * Discovery assessments. The public assessment stores no e-mail address of its own; an assessment belongs to this
 * person when it is linked to the account registered with this address.
 */
export const discoveryAssessments: TimelineSource = async (db, person) => {
  const result = await db.query<{ id: string; responses: Record<string, unknown>; completed: boolean; score: number | null; created_at: Date }>(
    `SELECT assessment.id, assessment.responses, assessment.completed, assessment.score, assessment.created_at
     FROM discovery_assessment assessment JOIN "user" account ON account.id = assessment.user_id
     WHERE lower(account.email) = ANY($1::text[])
     ORDER BY assessment.created_at DESC LIMIT ${TIMELINE_SOURCE_LIMIT}`,
    [person.emails],
  );
  return result.rows.map((row) =>
    event({
      id: `discovery:${row.id}`,
      kind: 'discovery',
      at: row.created_at.toISOString(),
      title: 'Discovery assessment',
      status: row.completed ? 'completed' : 'incomplete',
      details: details([
        ['Score', row.score],
        ...DISCOVERY_QUESTIONS.map((question): [string, string | null] => [question.label, answerText(row.responses[question.id])]),
      ]),
    }),
  );
};
