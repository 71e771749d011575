import { z } from './zod';
import { requiredText } from './fields';
import { placeholdersIn, unknownPlaceholders } from './placeholders';
import { formatNzTimeInWords } from './nz-time';
import type { EndpointGroup } from './endpoint';

/**
 * E-mail from a lead's page (issue 27): stored templates and one-off messages with variables in braces. The server
 * fills them in from the lead; any other `{name}` is refused, so a typo never reaches a client as raw braces.
 */
export const LEAD_EMAIL_VARIABLES = ['firstName', 'company', 'bookingTime'] as const;
export type TLeadEmailVariable = (typeof LEAD_EMAIL_VARIABLES)[number];

export const LEAD_EMAIL_TEMPLATE_NAME_MAX_LENGTH = 100;
export const LEAD_EMAIL_SUBJECT_MAX_LENGTH = 200;
export const LEAD_EMAIL_BODY_MAX_LENGTH = 10_000;

export const LEAD_EMAIL_TEMPLATE_NOT_FOUND_MESSAGE = 'Template not found';
export const LEAD_EMAIL_TEMPLATE_NAME_TAKEN_MESSAGE = 'A template with this name already exists';
/** A variable the lead has no value for: refused rather than sent with a gap (the sender can edit the text). */
export const LEAD_EMAIL_NO_BOOKING_MESSAGE = 'This lead has no upcoming booking, so {bookingTime} cannot be filled in';
export const LEAD_EMAIL_NO_COMPANY_MESSAGE = 'This lead has no company, so {company} cannot be filled in';

export function unknownLeadEmailVariables(text: string): string[] {
  return unknownPlaceholders(text, LEAD_EMAIL_VARIABLES);
}

export function unknownVariableMessage(names: string[]): string {
  const known = LEAD_EMAIL_VARIABLES.map((name) => `{${name}}`).join(', ');
  return `Unknown variable ${names.map((name) => `{${name}}`).join(', ')}: use ${known}`;
}

const withKnownVariables = (schema: z.ZodString) =>
  schema.superRefine((text, context) => {
    const unknown = unknownLeadEmailVariables(text);
    if (unknown.length > 0) context.addIssue({ code: 'custom', message: unknownVariableMessage(unknown) });
  });

const ZSubject = withKnownVariables(requiredText('subject', LEAD_EMAIL_SUBJECT_MAX_LENGTH).regex(/^[^\r\n]*$/, 'Subject must be one line'));
const ZBody = withKnownVariables(requiredText('message', LEAD_EMAIL_BODY_MAX_LENGTH));

/** Body of POST /api/lead-email-templates and PATCH /api/lead-email-templates/:id. */
export const ZLeadEmailTemplateRequest = z
  .object({ name: requiredText('name', LEAD_EMAIL_TEMPLATE_NAME_MAX_LENGTH), subject: ZSubject, body: ZBody })
  .strict();
export type TLeadEmailTemplateRequest = z.input<typeof ZLeadEmailTemplateRequest>;

export const ZLeadEmailTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TLeadEmailTemplate = z.infer<typeof ZLeadEmailTemplate>;

/** Body of POST /api/leads/:id/emails and its preview: a template's text (possibly edited) or one written freely. */
export const ZLeadEmailRequest = z.object({ subject: ZSubject, body: ZBody }).strict();
export type TLeadEmailRequest = z.input<typeof ZLeadEmailRequest>;

/** The mail as the lead will read it, variables filled in. */
export const ZLeadEmailPreview = z.object({ to: z.string(), replyTo: z.string(), subject: z.string(), body: z.string() });
export type TLeadEmailPreview = z.infer<typeof ZLeadEmailPreview>;

/** A queued mail: its outbox row, whose status the lead's timeline shows. */
export const ZLeadEmailSent = ZLeadEmailPreview.extend({ id: z.uuid(), status: z.enum(['pending', 'sent', 'failed', 'skipped']) });
export type TLeadEmailSent = z.infer<typeof ZLeadEmailSent>;

export const LEAD_EMAIL_ENDPOINTS = {
  'GET /api/lead-email-templates': {
    summary: 'The e-mail templates for writing to a lead, by name',
    tag: 'leads',
    access: 'admin',
    response: z.array(ZLeadEmailTemplate),
  },
  'POST /api/lead-email-templates': {
    summary: 'Add an e-mail template; variables: {firstName}, {company}, {bookingTime}',
    tag: 'leads',
    access: 'admin',
    body: ZLeadEmailTemplateRequest,
    response: ZLeadEmailTemplate,
    status: 201,
  },
  'PATCH /api/lead-email-templates/:id': {
    summary: 'Change an e-mail template',
    tag: 'leads',
    access: 'admin',
    body: ZLeadEmailTemplateRequest,
    response: ZLeadEmailTemplate,
  },
  'DELETE /api/lead-email-templates/:id': { summary: 'Delete an e-mail template', tag: 'leads', access: 'admin', status: 204 },
  'POST /api/leads/:id/emails/preview': {
    summary: "An e-mail to the lead with the variables filled in from the lead and its next booking; nothing is sent",
    tag: 'leads',
    access: 'admin',
    body: ZLeadEmailRequest,
    response: ZLeadEmailPreview,
  },
  'POST /api/leads/:id/emails': {
    summary: "Send an e-mail to the lead through the outbox, from the agency's address; it shows in the lead's timeline",
    tag: 'leads',
    access: 'admin',
    body: ZLeadEmailRequest,
    response: ZLeadEmailSent,
    status: 201,
  },
} satisfies EndpointGroup;

/** What the variables are filled from: the lead and its next scheduled booking, if any. */
export interface LeadEmailFacts {
  firstName: string;
  company: string | null;
  nextBooking: Date | string | null;
}

export type LeadEmailRender = { subject: string; body: string } | { refusal: string };

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * Fills `{firstName}`, `{company}` and `{bookingTime}` (in NZ words: 'Tuesday, 2 December 2025 at 10:00 am (New
 * Zealand time)'). A variable the lead has no value for refuses the mail instead of sending a gap or a made-up
 * fallback: the sender sees why in the preview and can reword. The server and the CRM's sample both render with it.
 */
export function renderLeadEmail(text: { subject: string; body: string }, facts: LeadEmailFacts): LeadEmailRender {
  const used = new Set([...placeholdersIn(text.subject), ...placeholdersIn(text.body)]);
  if (used.has('bookingTime') && !facts.nextBooking) return { refusal: LEAD_EMAIL_NO_BOOKING_MESSAGE };
  if (used.has('company') && !facts.company) return { refusal: LEAD_EMAIL_NO_COMPANY_MESSAGE };
  const values: Record<TLeadEmailVariable, string> = {
    // One line: a name typed with line breaks must not split the subject header.
    firstName: oneLine(facts.firstName),
    company: oneLine(facts.company ?? ''),
    bookingTime: facts.nextBooking ? formatNzTimeInWords(facts.nextBooking) : '',
  };
  // One pass over the text, so a value that itself contains '{company}' is never filled in a second time.
  const fill = (value: string) => value.replace(/\{(firstName|company|bookingTime)\}/g, (_match, name: TLeadEmailVariable) => values[name]);
  return { subject: fill(text.subject), body: fill(text.body) };
}
