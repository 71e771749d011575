import type { OutboxMail } from '../mail/outbox.service';
import type { ConsultantState } from './consultant-script';

export const ONBOARDING_NOTIFICATION_KIND = 'onboarding.agency-notification';

/** Header values stay on one line whatever a visitor typed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export interface TranscriptLine {
  role: 'user' | 'assistant';
  content: string;
}

/** The agency's copy of a completed assessment: what was gathered, then the whole conversation. Reply-To is the visitor. */
export function onboardingNotification(input: {
  agencyEmail: string;
  sessionId: string;
  state: ConsultantState;
  transcript: TranscriptLine[];
}): OutboxMail {
  const { state } = input;
  const name = oneLine(state.contactName ?? 'Anonymous');
  const company = state.companyName ? oneLine(state.companyName) : undefined;
  const lines = [
    'A visitor has completed an assessment with the AI business consultant.',
    '',
    `Name: ${name}`,
    `Email: ${state.contactEmail ?? '-'}`,
    `Company: ${state.companyName ?? '-'}`,
    `Service interest: ${state.serviceInterest ?? '-'}`,
    `Budget: ${state.budget ?? '-'}`,
    `Timeline: ${state.timeline ?? '-'}`,
    '',
    `Business: ${state.businessDescription ?? '-'}`,
    `Challenges: ${state.challenges ?? '-'}`,
    `Goals: ${state.goals ?? '-'}`,
    '',
    `Session: ${input.sessionId}`,
    '',
    'Transcript:',
    ...input.transcript.map((line) => `${line.role === 'user' ? 'Visitor' : 'Consultant'}: ${line.content}`),
    '',
    'A proposal was promised within 24 hours.',
  ];
  return {
    kind: ONBOARDING_NOTIFICATION_KIND,
    to: input.agencyEmail,
    replyTo: state.contactEmail ?? undefined,
    subject: `New assessment: ${name}${company ? ` (${company})` : ''}${state.serviceInterest ? `, ${state.serviceInterest}` : ''}`,
    text: lines.join('\n'),
  };
}
