import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { LEAD_STATUSES, ZLead } from './leads';
import { pageOf, pageQuery, ZSearchText } from './paging';
import { ZAppointment } from './scheduling';

/*
 * The CRM's own read models: the summary cards and Overview, the Analytics tab, and the E-mails view of the outbox.
 * Everything is computed by the server from all rows, never from the page a browser happens to hold.
 */

// ---- summary cards and Overview (part 2 §2, §9) ----

export const CRM_RECENT_LEADS = 3;
export const CRM_UPCOMING_APPOINTMENTS = 10;

export const ZCrmSummary = z.object({
  /** Every lead. */
  totalLeads: z.number().int().nonnegative(),
  /** Leads with status 'hot'. */
  hotLeads: z.number().int().nonnegative(),
  /** Sum of estimated values; a lead without a value counts as $0. NZ dollars. */
  totalValue: z.number().nonnegative(),
  /** Appointments that are not cancelled. */
  appointments: z.number().int().nonnegative(),
  /** The 3 newest leads. */
  recentLeads: z.array(ZLead),
  /** Scheduled appointments that have not ended yet, soonest first (at most 10). */
  upcomingAppointments: z.array(ZAppointment),
});
export type TCrmSummary = z.infer<typeof ZCrmSummary>;

// ---- Analytics ----

export const ZCrmAnalyticsQuery = z.object({
  /** How many weeks the series and the funnel cover, ending with the current week (New Zealand, weeks start Monday). */
  weeks: z.coerce
    .number({ error: 'Weeks must be a number' })
    .int('Weeks must be a whole number')
    .min(1, 'Weeks must be at least 1')
    .max(52, 'Weeks must be at most 52')
    .default(12),
});
export type TCrmAnalyticsQuery = z.input<typeof ZCrmAnalyticsQuery>;

export const ZCrmAnalytics = z.object({
  /** Every status with its count over all leads, in LEAD_STATUSES order (zeros included). */
  statusDistribution: z.array(z.object({ status: z.enum(LEAD_STATUSES), count: z.number().int().nonnegative() })),
  pipeline: z.object({
    totalValue: z.number().nonnegative(),
    /** Total value divided by the number of leads ($0 for a lead without a value); 0 without leads. */
    averageDealSize: z.number().nonnegative(),
    /** Appointments that are not cancelled. */
    appointments: z.number().int().nonnegative(),
  }),
  activity: z.object({
    leads: z.number().int().nonnegative(),
    appointments: z.number().int().nonnegative(),
    /** Appointments divided by leads (part 2 §9), as a fraction; 0 without leads. */
    conversionRate: z.number().nonnegative(),
  }),
  /** One row per week, oldest first; weekStart is the Monday as YYYY-MM-DD in New Zealand. */
  weekly: z.array(
    z.object({
      weekStart: z.iso.date(),
      pageViews: z.number().int().nonnegative(),
      leads: z.number().int().nonnegative(),
      bookings: z.number().int().nonnegative(),
    }),
  ),
  /** Over the same weeks: page views (first-party analytics), onboarding chats started, leads, bookings made. */
  funnel: z.object({
    pageViews: z.number().int().nonnegative(),
    onboardingChats: z.number().int().nonnegative(),
    leads: z.number().int().nonnegative(),
    bookings: z.number().int().nonnegative(),
  }),
});
export type TCrmAnalytics = z.infer<typeof ZCrmAnalytics>;

// ---- E-mails: the outbox ----

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const ZOutboxEmailListQuery = z.object({
  ...pageQuery(20, 100),
  status: z.enum(OUTBOX_STATUSES, { error: `Status must be one of: ${OUTBOX_STATUSES.join(', ')}` }).optional(),
  /** Matches the recipient or the subject. */
  search: ZSearchText,
});
export type TOutboxEmailListQuery = z.input<typeof ZOutboxEmailListQuery>;

/** A mail as the E-mails view lists it: never its body. */
export const ZOutboxEmail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** e.g. 'lead-notification', 'booking-confirmation'. */
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  /** When the worker tries a pending mail next. */
  nextAttemptAt: z.iso.datetime({ offset: true }),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;

/** Newest first; counts per status over the whole outbox. */
export const ZOutboxEmailList = pageOf(ZOutboxEmail).extend({
  counts: z.object({
    pending: z.number().int().nonnegative(),
    sent: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
  }),
});
export type TOutboxEmailList = z.infer<typeof ZOutboxEmailList>;

export const EMAIL_NOT_FOUND_MESSAGE = 'E-mail not found';
export const EMAIL_NOT_FAILED_MESSAGE = 'Only a failed e-mail can be retried';

export const CRM_ENDPOINTS = {
  'GET /api/crm/summary': {
    summary: 'The four summary cards over all rows, the 3 newest leads and the upcoming appointments',
    tag: 'crm',
    access: 'admin',
    response: ZCrmSummary,
  },
  'GET /api/crm/analytics': {
    summary: 'Lead status distribution, pipeline value, activity, weekly series and the funnel from page views to bookings',
    tag: 'crm',
    access: 'admin',
    query: ZCrmAnalyticsQuery,
    response: ZCrmAnalytics,
  },
  'GET /api/crm/emails': {
    summary: 'The outbox, newest first: recipient, subject, kind, status, attempts and last error, with counts per status',
    tag: 'crm',
    access: 'admin',
    query: ZOutboxEmailListQuery,
    response: ZOutboxEmailList,
  },
  'POST /api/crm/emails/:id/retry': {
    summary: 'Send a failed e-mail again: back to pending with its attempts reset; 409 unless it failed',
    tag: 'crm',
    access: 'admin',
    response: ZOutboxEmail,
  },
} satisfies EndpointGroup;
