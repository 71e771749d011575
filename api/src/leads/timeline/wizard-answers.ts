import { details, event, type TimelineSource } from './timeline-source';

/** The onboarding wizard's answers (discovery_response), kept with the lead the wizard created. */
export const wizardAnswers: TimelineSource = async (db, person) => {
  const result = await db.query<{
    id: string;
    business_name: string;
    industry: string | null;
    website: string | null;
    services: string[];
    goals: string;
    challenges: string | null;
    budget: string;
    timeline: string;
    additional_info: string | null;
    created_at: Date;
  }>(
    `SELECT id, business_name, industry, website, services, goals, challenges, budget, timeline, additional_info, created_at
     FROM discovery_response WHERE lead_id = ANY($1::uuid[]) ORDER BY created_at DESC`,
    [person.leadIds],
  );
  return result.rows.map((row) =>
    event({
      id: `wizard:${row.id}`,
      kind: 'wizard',
      at: row.created_at.toISOString(),
      title: 'Onboarding wizard answers',
      details: details([
        ['Business', row.business_name],
        ['Industry', row.industry],
        ['Website', row.website],
        ['Services', row.services.join(', ')],
        ['Goals', row.goals],
        ['Challenges', row.challenges],
        ['Budget', row.budget],
        ['Timeline', row.timeline],
        ['Additional information', row.additional_info],
      ]),
    }),
  );
};
