import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  gstIncludedCents,
  INVOICE_CURRENCY,
  PLAN_GROUP_IDS,
  SUBSCRIPTION_MESSAGES,
  WEBSITE_PLAN_GROUP,
  type TCreateSubscription,
  type TCreateSubscriptionResponse,
  type TCrmInvoice,
  type TCrmInvoiceListQuery,
  type TInvoice,
  type TSiteBilling,
  type TSubscription,
  type TSubscriptionPlan,
  type TSubscriptionWithInvoices,
} from '@agency/contracts';
import { isUuid } from '../common/ids/uuid';
import { likePattern } from '../common/sql/like-pattern';
import { SQL_POOL } from '../database/database.module';
import { inTransaction } from '../database/sql-transaction';
import { OutboxService } from '../mail/outbox.service';
import { OutboxWorker } from '../mail/outbox-worker.service';
import { BILLING_CONFIG, type BillingConfig } from './billing.config';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { SITE_DRAFTS, type SiteDrafts } from './site-drafts';

/** A client has a handful of subscriptions; the list is bounded all the same. */
const LIST_LIMIT = 200;

interface PlanRow {
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

/** A website plan: the only kind subscribed to, billed monthly or yearly (a CHECK of the table). */
type WebsitePlanRow = PlanRow & { interval: TSubscription['plan']['interval'] };

const PLAN_COLUMNS = 'id, slug, plan_group, name, description, price_cents, interval, is_active, features, popular, cta_text, cta_href';

interface SubscriptionRow {
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
}

interface InvoiceRow {
  id: string;
  number: string;
  subscription_id: string;
  status: TInvoice['status'];
  amount_cents: number;
  gst_cents: number;
  description: string;
  issued_at: Date;
  due_at: Date;
  grace_ends_at: Date;
  paid_at: Date | null;
}

interface CrmInvoiceRow extends InvoiceRow {
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  subscription_status: TSubscription['status'];
  plan_name: string;
  paid_by_name: string | null;
}

const SUBSCRIPTION_COLUMNS = 'id, user_id, status, plan_id, plan_slug, plan_name, plan_interval, price_cents, site_id, created_at';
const INVOICE_COLUMNS = 'id, number, subscription_id, status, amount_cents, gst_cents, description, issued_at, due_at, grace_ends_at, paid_at';
const CRM_INVOICE_COLUMNS = `${INVOICE_COLUMNS
  .split(', ')
  .map((column) => `i.${column}`)
  .join(', ')}, u.id AS user_id, u.email, u.first_name, u.last_name, sub.status AS subscription_status, sub.plan_name,
  coalesce(nullif(trim(concat_ws(' ', payer.first_name, payer.last_name)), ''), payer.email) AS paid_by_name`;
const CRM_INVOICE_FROM = `invoice i JOIN subscription sub ON sub.id = i.subscription_id JOIN "user" u ON u.id = sub.user_id
  LEFT JOIN "user" payer ON payer.id = i.paid_by`;
/** The CRM's list is a to-do list, not a ledger: bounded. */
const CRM_LIST_LIMIT = 200;

const dollars = (cents: number) => cents / 100;

function toPlan(row: PlanRow): TSubscriptionPlan {
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

function toSubscription(row: SubscriptionRow): TSubscription {
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    plan: { id: row.plan_id, slug: row.plan_slug, name: row.plan_name, interval: row.plan_interval, price: dollars(row.price_cents) },
    siteId: row.site_id,
    createdAt: row.created_at.toISOString(),
  };
}

function toInvoice(row: InvoiceRow): TInvoice {
  return {
    id: row.id,
    number: row.number,
    subscriptionId: row.subscription_id,
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

/** Paused once an unpaid invoice's grace period is over, in grace while one is unpaid (the oldest decides). */
function billingOf(invoices: InvoiceRow[], now = new Date()): TSiteBilling {
  const unpaid = invoices.filter((invoice) => invoice.status === 'unpaid').sort((a, b) => a.grace_ends_at.getTime() - b.grace_ends_at.getTime())[0];
  if (!unpaid) return { state: 'paid', unpaid: null };
  return {
    state: unpaid.grace_ends_at.getTime() <= now.getTime() ? 'paused' : 'grace',
    unpaid: { invoiceNumber: unpaid.number, dueAt: unpaid.due_at.toISOString(), graceEndsAt: unpaid.grace_ends_at.toISOString() },
  };
}

function toCrmInvoice(row: CrmInvoiceRow): TCrmInvoice {
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

/**
 * Plans, subscriptions and invoices, plain SQL on the pool. Subscribing writes the subscription, its invoice, the
 * payment provider's e-mails and the site draft in one transaction: a failure anywhere leaves nothing behind.
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly outbox: OutboxService,
    private readonly outboxWorker: OutboxWorker,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(SITE_DRAFTS) private readonly siteDrafts: SiteDrafts,
    @Inject(BILLING_CONFIG) private readonly billing: BillingConfig,
  ) {}

  /**
   * The catalogue: active plans in the pricing page's order, group by group (PLAN_GROUP_IDS), monthly before yearly,
   * then each group's own order (Basic, Professional, Enterprise...).
   */
  async listPlans(): Promise<TSubscriptionPlan[]> {
    const { rows } = await this.pool.query<PlanRow>(
      `SELECT ${PLAN_COLUMNS} FROM subscription_plan
        WHERE is_active ORDER BY array_position($1::text[], plan_group), interval = 'yearly', sort_order, price_cents, slug`,
      [PLAN_GROUP_IDS],
    );
    return rows.map(toPlan);
  }

  async create(userId: string, input: TCreateSubscription): Promise<TCreateSubscriptionResponse> {
    const result = await inTransaction(this.pool, async (client) => {
      const plan = await this.activePlan(client, input.planId);
      const customer = await client.query<{ email: string; first_name: string | null }>('SELECT email, first_name FROM "user" WHERE id = $1', [userId]);
      const user = customer.rows[0];
      if (!user) throw new NotFoundException(SUBSCRIPTION_MESSAGES.planNotFound);

      const siteId =
        input.templateId !== undefined && input.businessInfo !== undefined
          ? await this.siteDrafts.saveDraft(client, userId, input.templateId, input.businessInfo, input.draftId)
          : null;

      const subscription = await client.query<SubscriptionRow>(
        `INSERT INTO subscription (user_id, plan_id, plan_slug, plan_name, plan_interval, price_cents, payment_provider, site_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [userId, plan.id, plan.slug, plan.name, plan.interval, plan.price_cents, this.payments.name, siteId],
      );
      const subscriptionRow = this.one(subscription.rows);
      const description = `${plan.name} website plan (${plan.interval})`;
      // Issued, due (the column's default, 7 days) and the grace end all count from the transaction's one now().
      const invoice = await client.query<InvoiceRow>(
        `INSERT INTO invoice (subscription_id, amount_cents, gst_cents, description, grace_ends_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(days => $5)) RETURNING ${INVOICE_COLUMNS}`,
        [subscriptionRow.id, plan.price_cents, gstIncludedCents(plan.price_cents), description, this.billing.graceDays],
      );
      const invoiceRow = this.one(invoice.rows);
      const start = await this.payments.start(client, {
        invoiceId: invoiceRow.id,
        invoiceNumber: invoiceRow.number,
        subscriptionId: subscriptionRow.id,
        description,
        amountCents: invoiceRow.amount_cents,
        gstCents: invoiceRow.gst_cents,
        issuedAt: invoiceRow.issued_at,
        dueAt: invoiceRow.due_at,
        customer: { email: user.email, firstName: user.first_name },
      });
      await this.outbox.enqueue(client, start.mails);
      return { subscription: toSubscription(subscriptionRow), invoice: toInvoice(invoiceRow), siteId };
    });
    this.outboxWorker.wake();
    this.logger.log(`Subscription ${result.subscription.id} (${result.subscription.plan.slug}) awaits payment of ${result.invoice.number}`);
    return result;
  }

  /** The caller's subscriptions, newest first, each with its invoices oldest first. */
  async listOwn(userId: string): Promise<TSubscriptionWithInvoices[]> {
    const subscriptions = await this.pool.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, LIST_LIMIT],
    );
    const ids = subscriptions.rows.map((row) => row.id);
    const invoices = ids.length
      ? await this.pool.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM invoice WHERE subscription_id = ANY($1::uuid[]) ORDER BY issued_at, number`, [ids])
      : { rows: [] as InvoiceRow[] };
    return subscriptions.rows.map((row) => {
      const own = invoices.rows.filter((invoice) => invoice.subscription_id === row.id);
      return { ...toSubscription(row), invoices: own.map(toInvoice), billing: billingOf(own) };
    });
  }

  /** The CRM's invoices: unpaid ones oldest due first (the next to chase on top), paid ones newest payment first. */
  async listForCrm(query: TCrmInvoiceListQuery): Promise<TCrmInvoice[]> {
    const paid = query.status === 'paid';
    const { rows } = await this.pool.query<CrmInvoiceRow>(
      `SELECT ${CRM_INVOICE_COLUMNS} FROM ${CRM_INVOICE_FROM}
        WHERE i.status = $1 AND ($3::text IS NULL OR i.number ILIKE $3 OR u.email ILIKE $3)
        ORDER BY ${paid ? 'i.paid_at DESC' : 'i.due_at'}, i.number LIMIT $2`,
      [paid ? 'paid' : 'unpaid', CRM_LIST_LIMIT, query.search ? likePattern(query.search) : null],
    );
    return rows.map(toCrmInvoice);
  }

  /**
   * An admin records a payment (a bank transfer seen on the statement). The invoice row is locked, so two clicks or two
   * admins record it once: the second finds it paid and answers it unchanged (same paid_at and paid_by). The
   * subscription becomes active in the same transaction once none of its invoices is unpaid, and the site is served
   * again from the next request (the hosting reads the invoice, nothing is cached).
   */
  async markInvoicePaid(invoiceId: string, adminId: string): Promise<TCrmInvoice> {
    if (!isUuid(invoiceId)) throw new NotFoundException(SUBSCRIPTION_MESSAGES.invoiceNotFound);
    const row = await inTransaction(this.pool, async (client) => {
      const locked = await client.query<{ status: TInvoice['status']; subscription_id: string }>(
        'SELECT status, subscription_id FROM invoice WHERE id = $1 FOR UPDATE',
        [invoiceId],
      );
      const invoice = locked.rows[0];
      if (!invoice) throw new NotFoundException(SUBSCRIPTION_MESSAGES.invoiceNotFound);
      if (invoice.status === 'void') throw new ConflictException(SUBSCRIPTION_MESSAGES.invoiceVoid);
      if (invoice.status === 'unpaid') {
        await client.query(`UPDATE invoice SET status = 'paid', paid_at = now(), paid_by = $2 WHERE id = $1`, [invoiceId, adminId]);
        await client.query(
          `UPDATE subscription SET status = 'active'
            WHERE id = $1 AND status = 'awaiting_payment'
              AND NOT EXISTS (SELECT 1 FROM invoice WHERE subscription_id = $1 AND status = 'unpaid')`,
          [invoice.subscription_id],
        );
        this.logger.log(`Invoice ${invoiceId} marked paid by ${adminId}`);
      }
      const result = await client.query<CrmInvoiceRow>(`SELECT ${CRM_INVOICE_COLUMNS} FROM ${CRM_INVOICE_FROM} WHERE i.id = $1`, [invoiceId]);
      return this.one(result.rows);
    });
    return toCrmInvoice(row);
  }

  /**
   * Unknown, inactive and other groups' plans (consultation, content, hosting: sold by talking to us) are the same 404.
   * The row is shared-locked so it cannot be switched off mid-subscription.
   */
  private async activePlan(client: PoolClient, planId: string): Promise<WebsitePlanRow> {
    const { rows } = await client.query<WebsitePlanRow>(
      `SELECT ${PLAN_COLUMNS} FROM subscription_plan WHERE id = $1 AND is_active AND plan_group = $2 FOR SHARE`,
      [planId, WEBSITE_PLAN_GROUP],
    );
    const plan = rows[0];
    if (!plan) throw new NotFoundException(SUBSCRIPTION_MESSAGES.planNotFound);
    return plan;
  }

  private one<T>(rows: T[]): T {
    const row = rows[0];
    if (!row) throw new Error('The statement returned no row');
    return row;
  }
}
