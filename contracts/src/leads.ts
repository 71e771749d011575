import { z } from './zod';
import { ZEmail, ZPhone, optionalText, requiredText } from './fields';
import { LEAD_COMPANY_MAX_LENGTH, LEAD_MESSAGE_MAX_LENGTH, LEAD_NAME_MAX_LENGTH, LEAD_NOTE_MAX_LENGTH, LEAD_SERVICE_INTERESTS } from './lead-options';
import { pageOf, pageQuery, sortQuery, ZSearchText } from './paging';
import type { EndpointGroup } from './endpoint';

/**
 * Where a lead stands in the pipeline: the spec's temperatures (part 2 §3; every lead starts as 'new') and the two
 * outcomes a pipeline ends in. The board shows one column per status, in this order.
 */
export const LEAD_STATUSES = ['new', 'cold', 'warm', 'hot', 'won', 'lost'] as const;
export const ZLeadStatus = z.enum(LEAD_STATUSES);
export type TLeadStatus = z.infer<typeof ZLeadStatus>;

/** Where a lead came from. The browser may only claim the first two; the others are set by the server. */
export const LEAD_SOURCES = ['contact_form', 'onboarding_wizard', 'onboarding_chat', 'booking', 'crm', 'live_chat'] as const;
export const ZLeadSource = z.enum(LEAD_SOURCES);
export type TLeadSource = z.infer<typeof ZLeadSource>;

export const PUBLIC_LEAD_SOURCES = ['contact_form', 'onboarding_wizard'] as const;


export const LEAD_SERVICE_INTEREST_MESSAGE = 'Please choose a service from the list';
export const LEAD_STATUS_ON_CREATE_MESSAGE = "A new lead's status is always 'new'";
export const LEAD_SOURCE_MESSAGE = 'Unknown lead source';

/** Shown when one address sends more leads than the limit allows (answered with 429). */
export const LEADS_RATE_LIMIT_MESSAGE = 'Too many messages sent. Please try again in a few minutes.';
export const LEAD_NOT_FOUND_MESSAGE = 'Lead not found';

/** The confirmation the visitor reads in the toast and in the e-mail (part 1 §8). */
export const LEAD_CONFIRMATION_TEXT = "We'll get back to you within 24 hours.";

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
  company: optionalText('company name', LEAD_COMPANY_MAX_LENGTH),
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

/** Columns the lead table sorts by on the server; 'name' is last name, then first name. */
export const LEAD_SORT_FIELDS = ['createdAt', 'name', 'company', 'status', 'estimatedValue'] as const;
export type TLeadSortField = (typeof LEAD_SORT_FIELDS)[number];

/** Estimated values are NZ dollars with cents, from 0 up to this bound. */
export const LEAD_VALUE_MAX = 10_000_000;
export const LEAD_VALUE_MESSAGE = `Value must be a number from 0 to ${LEAD_VALUE_MAX.toLocaleString('en-NZ')}`;

export const ZLeadValue = z
  .number({ error: LEAD_VALUE_MESSAGE })
  .min(0, LEAD_VALUE_MESSAGE)
  .max(LEAD_VALUE_MAX, LEAD_VALUE_MESSAGE)
  .multipleOf(0.01, 'Value can have at most two decimals');

const LEAD_STATUS_MESSAGE = `Status must be one of: ${LEAD_STATUSES.join(', ')}`;
const LEAD_SOURCE_FILTER_MESSAGE = `Source must be one of: ${LEAD_SOURCES.join(', ')}`;
export const LEAD_VALUE_RANGE_MESSAGE = 'The lowest value must not be above the highest';
export const LEAD_CREATED_RANGE_MESSAGE = 'The first day must not be after the last';

/**
 * The list's narrowing filters as JSON (a saved view's definition, a bulk action's "all matching"): any of the
 * statuses, any of the sources, a value range (NZ dollars, inclusive), a created range (New Zealand days, inclusive)
 * and whether the person has booked a consultation (a booking with the lead's e-mail address).
 */
export const ZLeadFilters = z
  .object({
    search: ZSearchText.optional(),
    status: z.array(z.enum(LEAD_STATUSES, { error: LEAD_STATUS_MESSAGE })).max(LEAD_STATUSES.length).optional(),
    source: z.array(z.enum(LEAD_SOURCES, { error: LEAD_SOURCE_FILTER_MESSAGE })).max(LEAD_SOURCES.length).optional(),
    valueMin: ZLeadValue.optional(),
    valueMax: ZLeadValue.optional(),
    createdFrom: z.iso.date({ error: 'Created from must be a date (YYYY-MM-DD)' }).optional(),
    createdTo: z.iso.date({ error: 'Created to must be a date (YYYY-MM-DD)' }).optional(),
    hasBooking: z.boolean().optional(),
  })
  .strict()
  .refine((f) => f.valueMin === undefined || f.valueMax === undefined || f.valueMin <= f.valueMax, LEAD_VALUE_RANGE_MESSAGE)
  .refine((f) => !f.createdFrom || !f.createdTo || f.createdFrom <= f.createdTo, LEAD_CREATED_RANGE_MESSAGE);
export type TLeadFilters = z.output<typeof ZLeadFilters>;

/** 'new' or 'new,warm': a query string's list of known values, each once. */
function valueList<const V extends readonly [string, ...string[]]>(values: V, message: string) {
  return z
    .string()
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))])
    // Checked as a whole list, so a refusal names the parameter ('status'), not one item of it.
    .refine((list) => list.every((value) => values.includes(value)), message)
    .transform((list) => list.filter((value): value is V[number] => values.includes(value)))
    .optional()
    .transform((list) => (list === undefined || list.length === 0 ? undefined : list));
}

const queryValue = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, `${label} must be a number with at most two decimals`)
    .transform(Number)
    .pipe(ZLeadValue)
    .optional();

/**
 * Which leads: search matches first name, last name, email or company (case-insensitive); status and source take one
 * value or several separated by commas; value and created ranges; hasBooking=true|false.
 */
const leadFilter = {
  search: ZSearchText,
  status: valueList(LEAD_STATUSES, LEAD_STATUS_MESSAGE),
  source: valueList(LEAD_SOURCES, LEAD_SOURCE_FILTER_MESSAGE),
  valueMin: queryValue('Lowest value'),
  valueMax: queryValue('Highest value'),
  createdFrom: z.iso.date({ error: 'Created from must be a date (YYYY-MM-DD)' }).optional(),
  createdTo: z.iso.date({ error: 'Created to must be a date (YYYY-MM-DD)' }).optional(),
  hasBooking: z
    .enum(['true', 'false'], { error: "hasBooking must be 'true' or 'false'" })
    .transform((value) => value === 'true')
    .optional(),
  ...sortQuery(LEAD_SORT_FIELDS, 'createdAt', 'desc'),
};

/** Query of GET /api/leads: newest first unless sorted otherwise; ties broken by id so pages never overlap. */
export const ZLeadListQuery = z
  .object({ ...pageQuery(LEAD_LIST_DEFAULT_PAGE_SIZE, LEAD_LIST_MAX_PAGE_SIZE), ...leadFilter })
  .refine((f) => f.valueMin === undefined || f.valueMax === undefined || f.valueMin <= f.valueMax, LEAD_VALUE_RANGE_MESSAGE)
  .refine((f) => !f.createdFrom || !f.createdTo || f.createdFrom <= f.createdTo, LEAD_CREATED_RANGE_MESSAGE);
export type TLeadListQuery = z.input<typeof ZLeadListQuery>;

/** Query of GET /api/leads/export: the same rows as the list, every page. */
export const ZLeadExportQuery = z
  .object(leadFilter)
  .refine((f) => f.valueMin === undefined || f.valueMax === undefined || f.valueMin <= f.valueMax, LEAD_VALUE_RANGE_MESSAGE)
  .refine((f) => !f.createdFrom || !f.createdTo || f.createdFrom <= f.createdTo, LEAD_CREATED_RANGE_MESSAGE);
export type TLeadExportQuery = z.input<typeof ZLeadExportQuery>;

export const ZLeadList = pageOf(ZLead);
export type TLeadList = z.infer<typeof ZLeadList>;

// ---- the pipeline: status and value changes, notes, one person's timeline ----


/** Body of PATCH /api/leads/:id: a new status, a new estimated value (null clears it), or both. */
export const ZUpdateLeadRequest = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: `Status must be one of: ${LEAD_STATUSES.join(', ')}` }).optional(),
    estimatedValue: ZLeadValue.nullable().optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.estimatedValue !== undefined, 'Give a status or an estimated value');
export type TUpdateLeadRequest = z.input<typeof ZUpdateLeadRequest>;

/** Body of POST /api/leads/:id/notes and PATCH /api/leads/:id/notes/:noteId. */
export const ZLeadNoteRequest = z.object({ body: requiredText('note', LEAD_NOTE_MAX_LENGTH) });
export type TLeadNoteRequest = z.input<typeof ZLeadNoteRequest>;
export const NOTE_NOT_YOURS_MESSAGE = 'Only the author can edit a note';
export const NOTE_NOT_FOUND_MESSAGE = 'Note not found';

export const ZLeadNote = z.object({
  id: z.uuid(),
  leadId: z.uuid(),
  body: z.string(),
  /** Null once the author's account is deleted. */
  authorId: z.uuid().nullable(),
  authorName: z.string(),
  /** True when the caller wrote it: only the author edits a note. */
  editable: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TLeadNote = z.infer<typeof ZLeadNote>;

/** One recorded change of a lead's status or value, with who made it. Values are as stored ('hot', '1500.00'). */
export const ZLeadChange = z.object({
  id: z.uuid(),
  leadId: z.uuid(),
  field: z.enum(['status', 'estimatedValue', 'owner', 'followUp', 'merge']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actorName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TLeadChange = z.infer<typeof ZLeadChange>;

/**
 * What the system knows about the lead's e-mail address, each item a dated event the lead page lists newest first:
 * enquiries (leads with this address), wizard and discovery answers, onboarding chat and live chat transcripts,
 * bookings, e-mails from the outbox with their delivery status, and the lead's status and value changes. The server
 * composes the labels, so the page only lays them out; every text is shown as text.
 */
export const TIMELINE_KINDS = ['enquiry', 'wizard', 'discovery', 'onboarding_chat', 'live_chat', 'booking', 'email', 'change'] as const;
export const ZTimelineEvent = z.object({
  /** '<kind>:<row id>', unique within one timeline. */
  id: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  at: z.iso.datetime({ offset: true }),
  /** e.g. 'Enquiry from the contact form', 'Consultation booked', 'E-mail: Your consultation is booked'. */
  title: z.string(),
  /** A state worth a badge: a booking's or an e-mail's status, a chat's status; null when none. */
  status: z.string().nullable(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Transcripts (onboarding chat, live chat), oldest first; empty for other kinds. */
  messages: z.array(z.object({ author: z.string(), text: z.string(), at: z.iso.datetime({ offset: true }) })),
  /** The onboarding chat's id for 'Convert to lead', the appointment's id for a booking; null otherwise. */
  refId: z.string().nullable(),
});
export type TTimelineEvent = z.infer<typeof ZTimelineEvent>;

/** GET /api/leads/:id: the lead, its notes (newest first), its changes and its timeline (newest first). */
export const ZLeadDetail = z.object({
  lead: ZLead,
  notes: z.array(ZLeadNote),
  changes: z.array(ZLeadChange),
  timeline: z.array(ZTimelineEvent),
});
export type TLeadDetail = z.infer<typeof ZLeadDetail>;

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
    summary: 'Leads, one page: newest first unless sorted, searchable by name, email or company, filterable by status',
    tag: 'leads',
    access: 'admin',
    query: ZLeadListQuery,
    response: ZLeadList,
  },
  'GET /api/leads/export': {
    summary: 'Every lead matching the search and status as a CSV file, streamed; cells starting with = + - @ are neutralised',
    tag: 'leads',
    access: 'admin',
    query: ZLeadExportQuery,
    produces: 'text/csv',
  },
  'GET /api/leads/:id': {
    summary: "A lead with its notes, its recorded changes and the timeline of everything known about its e-mail address",
    tag: 'leads',
    access: 'admin',
    response: ZLeadDetail,
  },
  'PATCH /api/leads/:id': {
    summary: "Change a lead's status and/or estimated value; each change is recorded with who made it",
    tag: 'leads',
    access: 'admin',
    body: ZUpdateLeadRequest,
    response: ZLead,
  },
  'DELETE /api/leads/:id': { summary: 'Delete a lead', tag: 'leads', access: 'admin', status: 204 },
  'POST /api/leads/:id/notes': {
    summary: 'Add a note to a lead',
    tag: 'leads',
    access: 'admin',
    body: ZLeadNoteRequest,
    response: ZLeadNote,
    status: 201,
  },
  'PATCH /api/leads/:id/notes/:noteId': {
    summary: 'Edit one of your own notes; 403 for a note someone else wrote',
    tag: 'leads',
    access: 'admin',
    body: ZLeadNoteRequest,
    response: ZLeadNote,
  },
} satisfies EndpointGroup;
