/* The subscription tables' rows as SQL reads them, the SELECTs that read them, and their shapes in the contracts. */
import {
  INVOICE_CURRENCY,
  type TCrmInvoice,
  type TInvoice,
  type TSiteBilling,
  type TSubscription,
  type TSubscriptionPlan,
} from '@agency/contracts';

export interface PlanRow {
  id: string;
  slug: string;
  plan_group: TSubscriptionPlan['group'];
  name: string;
  description: string;
  price_cents: number;
  interval: TSubscriptionPlan['interval'];
  is_active: boolean;
  features: string[];
  popular: boolean;
  cta_text: string;
  cta_href: string;
}

/** A hosting plan: the only kind subscribed to, billed monthly or yearly (a CHECK of the table). */
export type OnlinePlanRow = PlanRow & { interval: TSubscription['plan']['interval'] };

export const PLAN_COLUMNS = 'id, slug, plan_group, name, description, price_cents, interval, is_active, features, popular, cta_text, cta_href';

export interface SubscriptionRow {
  id: string;
  user_id: string;
  status: TSubscription['status'];
  plan_id: string;
  plan_slug: string;
  plan_name: string;
  plan_interval: TSubscription['plan']['interval'];
  price_cents: number;
  site_id: string | null;
  created_at: Date;
  current_period_end: Date;
  cancel_at: Date | null;
  next_plan_id: string | null;
  next_plan_slug: string | null;
  next_plan_name: string | null;
  next_plan_interval: TSubscription['plan']['interval'] | null;
  next_price_cents: number | null;
}

export interface InvoiceRow {
  id: string;
  number: string;
  subscription_id: string;
  kind: TInvoice['kind'];
  status: TInvoice['status'];
  amount_cents: number;
  gst_cents: number;
  description: string;
  issued_at: Date;
  due_at: Date;
  grace_ends_at: Date;
  paid_at: Date | null;
}

export interface CrmInvoiceRow extends InvoiceRow {
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  subscription_status: TSubscription['status'];
  plan_name: string;
  paid_by_name: string | null;
}

/** A subscription with the plan it changes to (read from the plan row; its agreed price is the subscription's own). */
export const SUBSCRIPTION_SELECT = `
  SELECT s.id, s.user_id, s.status, s.plan_id, s.plan_slug, s.plan_name, s.plan_interval, s.price_cents, s.site_id, s.created_at,
         s.current_period_end, s.cancel_at, s.next_plan_id, np.slug AS next_plan_slug, np.name AS next_plan_name,
         np.interval AS next_plan_interval, s.next_price_cents
    FROM subscription s LEFT JOIN subscription_plan np ON np.id = s.next_plan_id`;

/** A plan's period, as SQL: what one invoice pays for. */
export const PERIOD_SQL = (interval: string) => `CASE ${interval} WHEN 'yearly' THEN interval '1 year' ELSE interval '1 month' END`;

/** An open subscription whose cancellation date has passed is ended: done lazily wherever the owner's plans are read. */
export const END_CANCELLED = `
  UPDATE subscription SET status = 'cancelled', cancelled_at = now()
   WHERE user_id = $1 AND status <> 'cancelled' AND cancel_at <= now()`;

/** The constraint that keeps one open subscription per (owner, site). */
export const ONE_OPEN_PER_SITE = 'subscription_one_open_per_site';
export const INVOICE_COLUMNS = 'id, number, subscription_id, kind, status, amount_cents, gst_cents, description, issued_at, due_at, grace_ends_at, paid_at';
export const CRM_INVOICE_COLUMNS = `${INVOICE_COLUMNS
  .split(', ')
  .map((column) => `i.${column}`)
  .join(', ')}, u.id AS user_id, u.email, u.first_name, u.last_name, sub.status AS subscription_status, sub.plan_name,
  coalesce(nullif(trim(concat_ws(' ', payer.first_name, payer.last_name)), ''), payer.email) AS paid_by_name`;
export const CRM_INVOICE_FROM = `invoice i JOIN subscription sub ON sub.id = i.subscription_id JOIN "user" u ON u.id = sub.user_id
  LEFT JOIN "user" payer ON payer.id = i.paid_by`;
/** The CRM's list is a to-do list, not a ledger: bounded. */
export const CRM_LIST_LIMIT = 200;

export const dollars = (cents: number) => cents / 100;

export function toPlan(row: PlanRow): TSubscriptionPlan {
  return {
    id: row.id,
    slug: row.slug,
    group: row.plan_group,
    name: row.name,
    description: row.description,
    price: dollars(row.price_cents),
    interval: row.interval,
    isActive: row.is_active,
    features: row.features,
    popular: row.popular,
    cta: { text: row.cta_text, href: row.cta_href },
  };
}

export function toSubscription(row: SubscriptionRow): TSubscription {
  const next =
    row.next_plan_id && row.next_plan_slug && row.next_plan_name && row.next_plan_interval && row.next_price_cents
      ? { id: row.next_plan_id, slug: row.next_plan_slug, name: row.next_plan_name, interval: row.next_plan_interval, price: dollars(row.next_price_cents) }
      : null;
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    plan: { id: row.plan_id, slug: row.plan_slug, name: row.plan_name, interval: row.plan_interval, price: dollars(row.price_cents) },
    siteId: row.site_id,
    createdAt: row.created_at.toISOString(),
    currentPeriodEnd: row.current_period_end.toISOString(),
    nextPlan: next,
    cancelAt: row.cancel_at?.toISOString() ?? null,
  };
}

export function toInvoice(row: InvoiceRow): TInvoice {
  return {
    id: row.id,
    number: row.number,
    subscriptionId: row.subscription_id,
    kind: row.kind,
    status: row.status,
    currency: INVOICE_CURRENCY,
    amount: dollars(row.amount_cents),
    gst: dollars(row.gst_cents),
    description: row.description,
    issuedAt: row.issued_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    graceEndsAt: row.grace_ends_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

/**
 * Paused once an unpaid hosting invoice's grace period is over, in grace while one is unpaid (the oldest decides). A
 * domain's invoice never pauses the site: unpaid, the domain is simply not registered.
 */
export function billingOf(invoices: InvoiceRow[], now = new Date()): TSiteBilling {
  const unpaid = invoices.filter((invoice) => invoice.status === 'unpaid' && invoice.kind === 'hosting').sort((a, b) => a.grace_ends_at.getTime() - b.grace_ends_at.getTime())[0];
  if (!unpaid) return { state: 'paid', unpaid: null };
  return {
    state: unpaid.grace_ends_at.getTime() <= now.getTime() ? 'paused' : 'grace',
    unpaid: { invoiceNumber: unpaid.number, dueAt: unpaid.due_at.toISOString(), graceEndsAt: unpaid.grace_ends_at.toISOString() },
  };
}

export function toCrmInvoice(row: CrmInvoiceRow): TCrmInvoice {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return {
    ...toInvoice(row),
    client: { id: row.user_id, email: row.email, name: name || null },
    subscriptionStatus: row.subscription_status,
    planName: row.plan_name,
    billingState: billingOf([row]).state,
    paidBy: row.paid_by_name,
  };
}
