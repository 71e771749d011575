import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { ZSearchText } from './paging';
import { PLAN_GROUP_IDS, PLAN_INTERVALS } from './plan-catalogue';
import { ZBusinessInfo, ZSiteDraftId, ZTemplateId } from './sites';

/*
 * The plan catalogue and a client's subscriptions to website plans (spec part 1 §9, part 2 §2 "Subscription payment",
 * §3, §7, §9; legal terms: fees in NZD including GST, payment net 7 days; issue 23: one source of plans and prices):
 *   GET  /api/subscription-plans   anyone: the plans that can be subscribed to online, the hosting group (Starter,
 *                                  Business, Enterprise), monthly then yearly; every one monthly or yearly
 *   GET  /api/price-catalogue      anyone: every active plan of every group (plan-catalogue.ts), in the pricing page's
 *                                  order: group by group, monthly before yearly, then the plans' own order
 *   POST /api/subscriptions        signed in: {planId, templateId?, businessInfo?, draftId?}. Only a hosting plan is
 *                                  subscribed to online: another group's or an inactive plan is 400, an unknown id
 *                                  404. A draftId names the browser's draft: the site saved is that draft's.
 *                                  One plan per site: with no open subscription for the site, in one transaction the
 *                                  subscription ('awaiting_payment'), its invoice (e-mailed through the outbox) and,
 *                                  when templateId and businessInfo are given, the account's site draft (outcome
 *                                  'created'). With one open, the plan is changed from the end of its paid period
 *                                  (outcome 'changed', appliesAt) and nothing new is invoiced now.
 *   POST /api/subscriptions/:id/plan    owner: {planId} changes the plan from the end of the paid period
 *   POST /api/subscriptions/:id/cancel  owner: the plan ends at the end of the paid period (e-mailed); the site then
 *                                  shows the paused notice
 *   GET  /api/subscriptions/user   signed in: the caller's subscriptions with their invoices, newest first, each with
 *                                  its site's billing state (paid, in its grace period, or paused)
 *   GET  /api/crm/invoices         admin: invoices by status (unpaid by default), oldest due first, with their client
 *   POST /api/crm/invoices/:id/paid  admin: records a bank transfer; the subscription becomes active in the same
 *                                  transaction. Idempotent: an invoice already paid is answered as it is
 *
 * Live when paid (issue 26): a site may be published while its invoice is unpaid. It is live for a grace period
 * (SITE_GRACE_DAYS, 14 by default, never shorter than the 7 days to the due date) from the invoice's issue; after
 * that, until the invoice is paid, its address shows a plain 'temporarily unavailable' page.
 */

export const SUBSCRIPTION_INTERVALS = ['monthly', 'yearly'] as const;
export type TSubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** 'awaiting_payment' until the invoice is paid; a payment provider may later move it on. */
export const SUBSCRIPTION_STATUSES = ['awaiting_payment', 'active', 'cancelled'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const INVOICE_STATUSES = ['unpaid', 'paid', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Legal terms (spec part 2 §6): NZD including GST (15%), payment net 7 days. */
export const INVOICE_CURRENCY = 'NZD';
export const GST_RATE = 0.15;
export const INVOICE_DUE_DAYS = 7;

/** The GST inside a GST-inclusive amount in cents: amount × 3/23, rounded to the cent. */
export function gstIncludedCents(amountCents: number): number {
  return Math.round((amountCents * GST_RATE) / (1 + GST_RATE));
}

/** Days before the grace period ends that the client is reminded by e-mail. */
export const GRACE_REMINDER_DAYS = 3;

export const SUBSCRIPTION_MESSAGES = {
  planRequired: 'planId must be a plan id',
  planNotFound: 'Subscription plan not found',
  templateRequired: 'templateId and businessInfo must be sent together',
  draftWithoutSite: 'draftId is sent with templateId and businessInfo',
  created: 'Subscription Created!',
  failedTitle: 'Subscription Failed',
  failedBody: 'There was an error creating your subscription. Please try again.',
  planNotSold: 'This plan cannot be subscribed to online. Choose a hosting plan (Starter, Business or Enterprise), or contact us about this one.',
  subscriptionNotFound: 'Subscription not found',
  alreadyOpen: 'This site already has a plan: change it from your dashboard.',
  subscriptionEnded: 'This plan has ended. Choose a plan on the plan page to start a new one.',
  invoiceNotFound: 'Invoice not found',
  invoiceVoid: 'A void invoice cannot be paid',
} as const;

/**
 * A plan of the catalogue (spec part 2 §3, with what a pricing card shows). price is NZD including GST for one
 * interval (a yearly plan is twelve months less YEARLY_DISCOUNT_PERCENT). popular: the group's 'Most Popular' plan for
 * that interval. cta: the pricing card's call to action, a path on this site.
 */
export const ZSubscriptionPlan = z.object({
  id: z.uuid(),
  slug: z.string(),
  group: z.enum(PLAN_GROUP_IDS),
  name: z.string(),
  description: z.string(),
  price: z.number().positive(),
  interval: z.enum(PLAN_INTERVALS),
  isActive: z.boolean(),
  features: z.array(z.string()),
  popular: z.boolean(),
  cta: z.object({ text: z.string(), href: z.string() }),
});
export type TSubscriptionPlan = z.infer<typeof ZSubscriptionPlan>;
export const ZSubscriptionPlanList = z.array(ZSubscriptionPlan);

/** A plan sold online (GET /api/subscription-plans): a hosting plan, billed monthly or yearly. */
export const ZSubscribablePlan = ZSubscriptionPlan.extend({ interval: z.enum(SUBSCRIPTION_INTERVALS) });
export type TSubscribablePlan = z.infer<typeof ZSubscribablePlan>;
export const ZSubscribablePlanList = z.array(ZSubscribablePlan);

/** Body of POST /api/subscriptions/:id/plan. */
export const ZChangePlanRequest = z.object({ planId: z.uuid({ error: SUBSCRIPTION_MESSAGES.planRequired }) });
export type TChangePlanRequest = z.infer<typeof ZChangePlanRequest>;

/**
 * Body of POST /api/subscriptions. planId alone stays valid (the spec's call); templateId and businessInfo come from the
 * browser's storage so the site is not lost with it; they come together or not at all.
 */
export const ZCreateSubscriptionRequest = z
  .object({
    planId: z.uuid({ error: SUBSCRIPTION_MESSAGES.planRequired }),
    templateId: ZTemplateId.optional(),
    businessInfo: ZBusinessInfo.optional(),
    draftId: ZSiteDraftId.optional(),
  })
  .refine((body) => (body.templateId === undefined) === (body.businessInfo === undefined), {
    message: SUBSCRIPTION_MESSAGES.templateRequired,
    path: ['templateId'],
  })
  .refine((body) => body.draftId === undefined || body.templateId !== undefined, {
    message: SUBSCRIPTION_MESSAGES.draftWithoutSite,
    path: ['draftId'],
  });
export type TCreateSubscriptionRequest = z.input<typeof ZCreateSubscriptionRequest>;
export type TCreateSubscription = z.output<typeof ZCreateSubscriptionRequest>;

/** An invoice; amounts in NZD including GST, gst is the part of amount that is GST. */
export const ZInvoice = z.object({
  id: z.uuid(),
  number: z.string(),
  subscriptionId: z.uuid(),
  /** A hosting period, or a domain bought through the builder (one year). Only hosting invoices pause a site. */
  kind: z.enum(['hosting', 'domain']),
  status: z.enum(INVOICE_STATUSES),
  currency: z.literal(INVOICE_CURRENCY),
  amount: z.number().nonnegative(),
  gst: z.number().nonnegative(),
  description: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  dueAt: z.iso.datetime({ offset: true }),
  /** Unpaid after this moment, the site shows a notice page instead (issued + SITE_GRACE_DAYS, after dueAt). */
  graceEndsAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

const ZAgreedPlan = z.object({ id: z.uuid(), slug: z.string(), name: z.string(), interval: z.enum(SUBSCRIPTION_INTERVALS), price: z.number() });

export const ZSubscription = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The plan as it was subscribed to (name and price are copied: a later price change does not rewrite history). */
  plan: ZAgreedPlan,
  siteId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The end of the period the current invoice pays for: a change of plan applies, and a cancellation ends, here. */
  currentPeriodEnd: z.iso.datetime({ offset: true }),
  /** The plan from currentPeriodEnd on, when a change is waiting; its next invoice is at this price. */
  nextPlan: ZAgreedPlan.nullable(),
  /** Set when the owner cancelled: the plan ends (and the site pauses) at this moment, the end of the paid period. */
  cancelAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/**
 * 201 of POST /api/subscriptions. outcome: 'created' (a new subscription and its invoice), 'changed' (the site's open
 * subscription moves to this plan at appliesAt, the end of its paid period; invoice is its latest) or 'unchanged'
 * (the site already has this plan).
 */
export const SUBSCRIBE_OUTCOMES = ['created', 'changed', 'unchanged'] as const;
export const ZCreateSubscriptionResponse = z.object({
  outcome: z.enum(SUBSCRIBE_OUTCOMES),
  subscription: ZSubscription,
  invoice: ZInvoice,
  siteId: z.uuid().nullable(),
  /** When the plan asked for applies: now for a new subscription, the end of the paid period for a change. */
  appliesAt: z.iso.datetime({ offset: true }),
});
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

/**
 * What the subscription's site is, billing-wise, now: 'paid' (nothing owed), 'grace' (an invoice is unpaid, the site
 * is live until its graceEndsAt) or 'paused' (an invoice is unpaid past its grace period: visitors see a notice).
 */
export const SITE_BILLING_STATES = ['paid', 'grace', 'paused'] as const;
export type TSiteBillingState = (typeof SITE_BILLING_STATES)[number];

/** The state and the oldest unpaid invoice it comes from (null when nothing is owed). */
export const ZSiteBilling = z.object({
  state: z.enum(SITE_BILLING_STATES),
  unpaid: z
    .object({
      invoiceNumber: z.string(),
      dueAt: z.iso.datetime({ offset: true }),
      graceEndsAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type TSiteBilling = z.infer<typeof ZSiteBilling>;

/** GET /api/subscriptions/user: each subscription with its invoices and its site's billing state, newest first. */
export const ZSubscriptionWithInvoices = ZSubscription.extend({ invoices: z.array(ZInvoice), billing: ZSiteBilling });
export type TSubscriptionWithInvoices = z.infer<typeof ZSubscriptionWithInvoices>;
export const ZSubscriptionWithInvoicesList = z.array(ZSubscriptionWithInvoices);

/** Query of GET /api/crm/invoices; search matches the invoice number (a transfer's reference) or the client's e-mail. */
export const ZCrmInvoiceListQuery = z.object({
  status: z.enum(['unpaid', 'paid'], { error: 'Status must be one of: unpaid, paid' }).default('unpaid'),
  search: ZSearchText,
});
export type TCrmInvoiceListQuery = z.input<typeof ZCrmInvoiceListQuery>;

/** An invoice as the CRM lists it: with its client, plan, the site's billing state and who recorded the payment. */
export const ZCrmInvoice = ZInvoice.extend({
  client: z.object({ id: z.uuid(), email: z.string(), name: z.string().nullable() }),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  planName: z.string(),
  billingState: z.enum(SITE_BILLING_STATES),
  /** The name (or e-mail) of the admin who marked it paid; null while unpaid, or when a payment provider recorded it. */
  paidBy: z.string().nullable(),
});
export type TCrmInvoice = z.infer<typeof ZCrmInvoice>;
export const ZCrmInvoiceList = z.array(ZCrmInvoice);

export const SUBSCRIPTION_ENDPOINTS = {
  'GET /api/subscription-plans': {
    summary: 'The plans sold online: the hosting plans (Starter, Business, Enterprise), monthly and yearly, NZD including GST',
    tag: 'subscriptions',
    access: 'public',
    response: ZSubscribablePlanList,
  },
  'GET /api/price-catalogue': {
    summary:
      'The whole price catalogue the pricing page shows: every active plan of every group (web and app development, consultation, content, hosting), NZD including GST',
    tag: 'subscriptions',
    access: 'public',
    response: ZSubscriptionPlanList,
  },
  'POST /api/subscriptions': {
    summary:
      "Subscribe to a hosting plan: the subscription awaits payment of its invoice (e-mailed, due in 7 days); with templateId and businessInfo the account's site draft is saved too (by draftId: the same site every time). One plan per site: when the site has an open subscription, its plan is changed from the end of the paid period instead. 400 for a plan not sold online or no longer offered, 404 for an unknown plan",
    tag: 'subscriptions',
    access: 'signed-in',
    body: ZCreateSubscriptionRequest,
    response: ZCreateSubscriptionResponse,
    status: 201,
  },
  'POST /api/subscriptions/:id/plan': {
    summary: 'Change the plan of an open subscription from the end of its paid period; the next invoice is at the new price. The current plan again withdraws a waiting change (and a cancellation)',
    tag: 'subscriptions',
    access: 'signed-in',
    owner: 'owner',
    body: ZChangePlanRequest,
    response: ZSubscriptionWithInvoices,
  },
  'POST /api/subscriptions/:id/cancel': {
    summary: 'Cancel at the end of the paid period: the plan and the site end then (the site shows the paused notice); e-mailed with that date. Idempotent',
    tag: 'subscriptions',
    access: 'signed-in',
    owner: 'owner',
    response: ZSubscriptionWithInvoices,
  },
  'GET /api/subscriptions/user': {
    summary: "The signed-in account's subscriptions with their invoices and their site's billing state, newest first",
    tag: 'subscriptions',
    access: 'signed-in',
    response: ZSubscriptionWithInvoicesList,
  },
  'GET /api/crm/invoices': {
    summary:
      'Invoices by status (unpaid by default: oldest due first; paid: newest payment first), with client, plan and billing state; search by invoice number or e-mail; at most 200',
    tag: 'subscriptions',
    access: 'admin',
    query: ZCrmInvoiceListQuery,
    response: ZCrmInvoiceList,
  },
  'POST /api/crm/invoices/:id/paid': {
    summary:
      "Record an invoice's payment (bank transfer): paid now by this admin, and its subscription active in the same transaction, so the site is served again at once. Idempotent; 409 for a void invoice",
    tag: 'subscriptions',
    access: 'admin',
    response: ZCrmInvoice,
  },
} satisfies EndpointGroup;
