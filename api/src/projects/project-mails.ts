import { PROJECT_PHASE_LABELS, projectProgressPercent, type TProjectPhase } from '@agency/contracts';
import type { OutboxMail } from '../mail/outbox.service';
import { AGENCY_NAME } from '../scheduling/scheduling-mails';

export const PROJECT_PHASE_CHANGED_KIND = 'project.phase-changed';

/** What the phase mail reads. */
export interface PhaseMailFields {
  projectId: string;
  title: string;
  phase: TProjectPhase;
  clientEmail: string;
  clientFirstName: string | null;
}

/** Header values stay on one line whatever a title holds. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The client's notice that their project moved to another phase, with the dashboard to follow it on. */
export function phaseChangedMail(fields: PhaseMailFields, agencyEmail: string, origin: string): OutboxMail {
  const phase = PROJECT_PHASE_LABELS[fields.phase];
  const title = oneLine(fields.title);
  const greeting = fields.clientFirstName ? `Kia ora ${oneLine(fields.clientFirstName)},` : 'Kia ora,';
  const text = [
    greeting,
    '',
    `Your project "${title}" has moved to the ${phase} phase (${projectProgressPercent(fields.phase)}% complete).`,
    '',
    `Follow its progress and read our updates on your dashboard: ${origin}/dashboard`,
    '',
    `Reply to this e-mail if you have any questions.`,
    '',
    `The ${AGENCY_NAME} team`,
  ].join('\n');
  return {
    kind: PROJECT_PHASE_CHANGED_KIND,
    to: fields.clientEmail,
    replyTo: agencyEmail,
    subject: `Your project "${title}" is now in ${phase}`,
    text,
    reference: `project:${fields.projectId}`,
  };
}
