import { z } from 'zod';
import { ZEmail, ZPhone, requiredText } from './fields';
import { LEAD_SERVICE_INTERESTS } from './lead-options';
import type { EndpointGroup } from './endpoint';

/** CRM temperature of a lead (part 2 §3); every lead starts as 'new'. */
export const LEAD_STATUSES = ['new', 'hot', 'warm', 'cold'] as const;
export const ZLeadStatus = z.enum(LEAD_STATUSES);
export type TLeadStatus = z.infer<typeof ZLeadStatus>;

/** Where a lead came from. The browser may only claim the first two; the others are set by the server. */
export const LEAD_SOURCES = ['contact_form', 'onboarding_wizard', 'onboarding_chat', 'booking', 'crm', 'live_chat'] as const;
export const ZLeadSource = z.enum(LEAD_SOURCES);
export type TLeadSource = z.infer<typeof ZLeadSource>;

export const PUBLIC_LEAD_SOURCES = ['contact_form', 'onboarding_wizard'] as const;

export const LEAD_NAME_MAX_LENGTH = 100;
export const LEAD_COMPANY_MAX_LENGTH = 200;
export const LEAD_MESSAGE_MAX_LENGTH = 5000;

export const LEAD_SERVICE_INTEREST_MESSAGE = 'Please choose a service from the list';
export const LEAD_STATUS_ON_CREATE_MESSAGE = "A new lead's status is always 'new'";
export const LEAD_SOURCE_MESSAGE = 'Unknown lead source';

/** Shown when one address sends more leads than the limit allows (answered with 429). */
export const LEADS_RATE_LIMIT_MESSAGE = 'Too many messages sent. Please try again in a few minutes.';
export const LEAD_NOT_FOUND_MESSAGE = 'Lead not found';

/** The confirmation the visitor reads in the toast and in the e-mail (part 1 §8). */
export const LEAD_CONFIRMATION_TEXT = "We'll get back to you within 24 hours.";

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value));

/** '' (nothing chosen), one known service, or several joined with ', ' (the wizard allows many). */
const ZServiceInterest = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || value.split(/\s*,\s*/).every((part) => LEAD_SERVICE_INTERESTS.includes(part)),
    LEAD_SERVICE_INTEREST_MESSAGE,
  )
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value));

/** Body of POST /api/leads: the contact form and the onboarding wizard. */
export const ZCreateLeadRequest = z.object({
  firstName: requiredText('first name', LEAD_NAME_MAX_LENGTH),
  lastName: requiredText('last name', LEAD_NAME_MAX_LENGTH),
  email: ZEmail,
  message: requiredText('message', LEAD_MESSAGE_MAX_LENGTH),
  company: optionalText(LEAD_COMPANY_MAX_LENGTH, 'Company name is too long'),
  serviceInterest: ZServiceInterest,
  phone: ZPhone.optional().transform((value) => (value === undefined || value === '' ? undefined : value)),
  source: z.enum(PUBLIC_LEAD_SOURCES, { error: LEAD_SOURCE_MESSAGE }).default('contact_form'),
  // The wizard sends status 'new'; a visitor can never create a hot lead.
  status: z.literal('new', { error: LEAD_STATUS_ON_CREATE_MESSAGE }).optional(),
});
export type TCreateLeadRequest = z.input<typeof ZCreateLeadRequest>;
export type TCreateLead = z.output<typeof ZCreateLeadRequest>;

export const ZCreateLeadResponse = z.object({ id: z.uuid() });
export type TCreateLeadResponse = z.infer<typeof ZCreateLeadResponse>;

/** A lead as the CRM reads it. estimatedValue is in NZ dollars (cents allowed); null until someone estimates it. */
export const ZLead = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  serviceInterest: z.string().nullable(),
  message: z.string(),
  status: ZLeadStatus,
  source: ZLeadSource,
  estimatedValue: z.number().nonnegative().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TLead = z.infer<typeof ZLead>;

export const LEAD_LIST_DEFAULT_PAGE_SIZE = 20;
export const LEAD_LIST_MAX_PAGE_SIZE = 100;

/** Query of GET /api/leads. Query strings arrive as text, so numbers are coerced. */
export const ZLeadListQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(LEAD_LIST_MAX_PAGE_SIZE, `Page size must be at most ${LEAD_LIST_MAX_PAGE_SIZE}`)
    .default(LEAD_LIST_DEFAULT_PAGE_SIZE),
  search: z
    .string()
    .trim()
    .max(200, 'Search is too long')
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value)),
});
export type TLeadListQuery = z.input<typeof ZLeadListQuery>;

export const ZLeadList = z.object({
  items: z.array(ZLead),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type TLeadList = z.infer<typeof ZLeadList>;

export const LEAD_ENDPOINTS = {
  'POST /api/leads': {
    summary: 'Send an enquiry (contact form, onboarding wizard); 5 per address per 10 minutes',
    tag: 'leads',
    access: 'public',
    body: ZCreateLeadRequest,
    response: ZCreateLeadResponse,
    status: 201,
  },
  'GET /api/leads': {
    summary: 'Leads, newest first, searchable by name, email or company',
    tag: 'leads',
    access: 'admin',
    query: ZLeadListQuery,
    response: ZLeadList,
  },
  'DELETE /api/leads/:id': { summary: 'Delete a lead', tag: 'leads', access: 'admin', status: 204 },
} satisfies EndpointGroup;
