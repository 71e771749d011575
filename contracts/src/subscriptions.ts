import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { PLAN_GROUP_IDS, PLAN_INTERVALS } from './plan-catalogue';
import { ZBusinessInfo, ZSiteDraftId, ZTemplateId } from './sites';

/*
 * The plan catalogue and a client's subscriptions to website plans (spec part 1 §9, part 2 §2 "Subscription payment",
 * §3, §7, §9; legal terms: fees in NZD including GST, payment net 7 days; issue 23: one source of plans and prices):
 *   GET  /api/subscription-plans   anyone: every active plan of every group (plan-catalogue.ts), in the pricing page's
 *                                  order: group by group, monthly before yearly, then the plans' own order
 *   POST /api/subscriptions        signed in: {planId, templateId?, businessInfo?, draftId?}. Only a website plan (the
 *                                  'web-app' group) is subscribed to online: an unknown, inactive or other group's
 *                                  plan is 404. A draftId names the browser's draft: the site saved is that draft's.
 *                                  In one transaction: the subscription ('awaiting_payment'), its invoice (e-mailed
 *                                  through the outbox) and, when templateId and businessInfo are given, the account's
 *                                  site draft. 201 {subscription, invoice, siteId | null}
 *   GET  /api/subscriptions/user   signed in: the caller's subscriptions with their invoices, newest first
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

export const SUBSCRIPTION_MESSAGES = {
  planRequired: 'planId must be a plan id',
  planNotFound: 'Subscription plan not found',
  templateRequired: 'templateId and businessInfo must be sent together',
  draftWithoutSite: 'draftId is sent with templateId and businessInfo',
  created: 'Subscription Created!',
  failedTitle: 'Subscription Failed',
  failedBody: 'There was an error creating your subscription. Please try again.',
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
  status: z.enum(INVOICE_STATUSES),
  currency: z.literal(INVOICE_CURRENCY),
  amount: z.number().nonnegative(),
  gst: z.number().nonnegative(),
  description: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  dueAt: z.iso.datetime({ offset: true }),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZSubscription = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The plan as it was subscribed to (name and price are copied: a later price change does not rewrite history). */
  plan: z.object({ id: z.uuid(), slug: z.string(), name: z.string(), interval: z.enum(SUBSCRIPTION_INTERVALS), price: z.number() }),
  siteId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** 201 of POST /api/subscriptions. */
export const ZCreateSubscriptionResponse = z.object({
  subscription: ZSubscription,
  invoice: ZInvoice,
  siteId: z.uuid().nullable(),
});
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

/** GET /api/subscriptions/user: each subscription with its invoices, newest first. */
export const ZSubscriptionWithInvoices = ZSubscription.extend({ invoices: z.array(ZInvoice) });
export type TSubscriptionWithInvoices = z.infer<typeof ZSubscriptionWithInvoices>;
export const ZSubscriptionWithInvoicesList = z.array(ZSubscriptionWithInvoices);

export const SUBSCRIPTION_ENDPOINTS = {
  'GET /api/subscription-plans': {
    summary: 'The plan catalogue: every active plan of every group (websites monthly and yearly, consultation, content, hosting), NZD including GST',
    tag: 'subscriptions',
    access: 'public',
    response: ZSubscriptionPlanList,
  },
  'POST /api/subscriptions': {
    summary:
      "Subscribe to a plan: the subscription awaits payment of its invoice (e-mailed, due in 7 days); with templateId and businessInfo the account's site draft is saved too (by draftId: the same site every time). 404 for an unknown or inactive plan or one not sold online (not a website plan)",
    tag: 'subscriptions',
    access: 'signed-in',
    body: ZCreateSubscriptionRequest,
    response: ZCreateSubscriptionResponse,
    status: 201,
  },
  'GET /api/subscriptions/user': {
    summary: "The signed-in account's subscriptions with their invoices, newest first",
    tag: 'subscriptions',
    access: 'signed-in',
    response: ZSubscriptionWithInvoicesList,
  },
} satisfies EndpointGroup;
