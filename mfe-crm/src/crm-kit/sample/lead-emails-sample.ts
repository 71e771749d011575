import {
  LEAD_EMAIL_TEMPLATE_NAME_TAKEN_MESSAGE,
  LEAD_EMAIL_TEMPLATE_NOT_FOUND_MESSAGE,
  LEAD_NOT_FOUND_MESSAGE,
  renderLeadEmail,
  ZLeadEmailRequest,
  ZLeadEmailTemplateRequest,
  type TLeadEmailPreview,
  type TLeadEmailTemplate,
} from '@agency/contracts';
import { parseSample, sampleError, type SampleHandlers } from './sample-handler';
import type { SampleState } from './sample-state';

export type LeadEmailSampleKey =
  | 'GET /api/lead-email-templates'
  | 'POST /api/lead-email-templates'
  | 'PATCH /api/lead-email-templates/:id'
  | 'DELETE /api/lead-email-templates/:id'
  | 'POST /api/leads/:id/emails/preview'
  | 'POST /api/leads/:id/emails';

const SEED_AT = '2026-11-02T21:00:00.000Z';
/** The sample's agency address, as the server's default AGENCY_EMAIL. */
const SAMPLE_AGENCY_EMAIL = 'hello@agency.example.co.nz';

/** The sample's e-mail templates, as a team would keep them. */
export function seedLeadEmailTemplates(): Pick<SampleState, 'emailTemplates'> {
  const template = (id: string, name: string, subject: string, body: string): TLeadEmailTemplate => ({ id, name, subject, body, createdAt: SEED_AT, updatedAt: SEED_AT });
  return {
    emailTemplates: [
      template('e7a1e000-0000-4000-8000-000000000001', 'Follow-up', 'Following up, {firstName}', 'Kia ora {firstName},\n\nThanks again for getting in touch. Is there anything else we can help {company} with?'),
      template('e7a1e000-0000-4000-8000-000000000002', 'Consultation reminder', 'See you soon, {firstName}', 'Kia ora {firstName},\n\nA reminder of your consultation on {bookingTime}.'),
    ],
  };
}

const byName = (a: TLeadEmailTemplate, b: TLeadEmailTemplate) => a.name.toLowerCase().localeCompare(b.name.toLowerCase());

function nameTaken(state: SampleState, name: string, exceptId?: string): boolean {
  return state.emailTemplates.some((item) => item.id !== exceptId && item.name.toLowerCase() === name.toLowerCase());
}

function findTemplate(state: SampleState, id: string): TLeadEmailTemplate {
  const found = state.emailTemplates.find((item) => item.id === id);
  if (!found) throw sampleError(404, LEAD_EMAIL_TEMPLATE_NOT_FOUND_MESSAGE);
  return found;
}

/** The server's preview: the lead's fields and its next scheduled booking still to come. */
function preview(state: SampleState, leadId: string, body: unknown): TLeadEmailPreview {
  const input = parseSample(ZLeadEmailRequest, body);
  const lead = state.leads.find((item) => item.id === leadId);
  if (!lead) throw sampleError(404, LEAD_NOT_FOUND_MESSAGE);
  const now = Date.now();
  const next = state.appointments
    .filter((item) => item.clientEmail.toLowerCase() === lead.email && item.status === 'scheduled' && Date.parse(item.appointmentDate) > now)
    .map((item) => item.appointmentDate)
    .sort()[0];
  const rendered = renderLeadEmail(input, { firstName: lead.firstName, company: lead.company, nextBooking: next ?? null });
  if ('refusal' in rendered) throw sampleError(400, rendered.refusal);
  return { to: lead.email, replyTo: SAMPLE_AGENCY_EMAIL, subject: rendered.subject, body: rendered.body };
}

export const LEAD_EMAIL_SAMPLE_HANDLERS: Pick<SampleHandlers, LeadEmailSampleKey> = {
  'GET /api/lead-email-templates': (state) => [...state.emailTemplates].sort(byName),
  'POST /api/lead-email-templates': (state, { body }) => {
    const input = parseSample(ZLeadEmailTemplateRequest, body);
    if (nameTaken(state, input.name)) throw sampleError(409, LEAD_EMAIL_TEMPLATE_NAME_TAKEN_MESSAGE);
    const now = new Date().toISOString();
    const template: TLeadEmailTemplate = { id: crypto.randomUUID(), ...input, createdAt: now, updatedAt: now };
    state.emailTemplates.push(template);
    return template;
  },
  'PATCH /api/lead-email-templates/:id': (state, { params, body }) => {
    const input = parseSample(ZLeadEmailTemplateRequest, body);
    const template = findTemplate(state, params.id);
    if (nameTaken(state, input.name, template.id)) throw sampleError(409, LEAD_EMAIL_TEMPLATE_NAME_TAKEN_MESSAGE);
    Object.assign(template, input, { updatedAt: new Date().toISOString() });
    return template;
  },
  'DELETE /api/lead-email-templates/:id': (state, { params }) => {
    const template = findTemplate(state, params.id);
    state.emailTemplates = state.emailTemplates.filter((item) => item.id !== template.id);
    return undefined;
  },
  'POST /api/leads/:id/emails/preview': (state, { params, body }) => preview(state, params.id, body),
  // Queued like the server's outbox row; the lead's timeline lists it from state.emails with its status.
  'POST /api/leads/:id/emails': (state, { params, body }) => {
    const mail = preview(state, params.id, body);
    const now = new Date().toISOString();
    const id = crypto.randomUUID();
    state.emails.unshift({ id, to: mail.to, subject: mail.subject, kind: 'lead.email', status: 'pending', attempts: 0, lastError: null, createdAt: now, sentAt: null, nextAttemptAt: now });
    return { ...mail, id, status: 'pending' };
  },
};
