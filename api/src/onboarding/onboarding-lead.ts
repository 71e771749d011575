import type { PoolClient } from 'pg';
import { emailProblem } from '@agency/contracts';
import { mergeLeadByEmail } from '../leads/merge-lead';
import type { ConsultantState } from './consultant-script';

const NOT_GIVEN = 'not given';

/** The lead's message: what the consultant gathered, for the CRM and the timeline. */
export function onboardingLeadMessage(state: ConsultantState): string {
  const skipped = new Set(state.notes.skipped ?? []);
  const value = (text: string | null, field: Parameters<typeof skipped.has>[0]) => text ?? (skipped.has(field) ? NOT_GIVEN : '-');
  return [
    'From the AI business consultant (onboarding chat).',
    `Business: ${value(state.businessDescription, 'business')}`,
    `Challenges: ${value(state.challenges, 'challenges')}`,
    `Goals: ${value(state.goals, 'goals')}`,
    `Budget: ${value(state.budget, 'budget')}`,
    `Timeline: ${value(state.timeline, 'timeline')}`,
  ].join('\n');
}

/**
 * A conversation's person as a lead, through the same write path as bookings (merged by e-mail, created with source
 * 'onboarding_chat'), and the session marked converted. Undefined without an address that passes the shared rule.
 * Run inside the caller's transaction, with the session's row written or locked by it.
 */
export async function convertChatToLead(client: PoolClient, chatId: string, state: ConsultantState): Promise<string | undefined> {
  if (!state.contactEmail || emailProblem(state.contactEmail)) return undefined;
  const leadId = await mergeLeadByEmail(client, {
    email: state.contactEmail,
    name: state.contactName,
    phone: state.contactPhone,
    company: state.companyName,
    serviceInterest: state.serviceInterest,
    message: onboardingLeadMessage(state),
    source: 'onboarding_chat',
  });
  await client.query(`UPDATE onboarding_chat SET lead_id = $2, status = 'converted', updated_at = now() WHERE id = $1`, [chatId, leadId]);
  return leadId;
}
