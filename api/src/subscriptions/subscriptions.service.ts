import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  ONLINE_PLAN_GROUP,
  PLAN_GROUP_IDS,
  SUBSCRIPTION_MESSAGES,
  type TCreateSubscription,
  type TSubscribablePlan,
  type TCreateSubscriptionResponse,
  type TCrmInvoice,
  type TCrmInvoiceListQuery,
  type TInvoice,
  type TSubscription,
  type TSubscriptionPlan,
  type TSubscriptionWithInvoices,
} from '@agency/contracts';
import { isUuid } from '../common/ids/uuid';
import { likePattern } from '../common/sql/like-pattern';
import { SQL_POOL } from '../database/database.module';
import { inTransaction } from '../database/sql-transaction';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import { OutboxService } from '../mail/outbox.service';
import { OutboxWorker } from '../mail/outbox-worker.service';
import { InvoiceIssuer } from './invoice-issuer';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { SITE_DRAFTS, type SiteDrafts } from './site-drafts';
import { cancellationMail } from './subscription-mails';
import {
  type PlanRow,
  type OnlinePlanRow,
  PLAN_COLUMNS,
  type SubscriptionRow,
  type InvoiceRow,
  type CrmInvoiceRow,
  SUBSCRIPTION_SELECT,
  PERIOD_SQL,
  END_CANCELLED,
  ONE_OPEN_PER_SITE,
  INVOICE_COLUMNS,
  CRM_INVOICE_COLUMNS,
  CRM_INVOICE_FROM,
  CRM_LIST_LIMIT,
  toPlan,
  toSubscription,
  toInvoice,
  billingOf,
  toCrmInvoice,
} from './subscription-rows';
import { isUniqueViolation } from '../common/sql/unique-violation';

/** A client has a handful of subscriptions; the list is bounded all the same. */
const LIST_LIMIT = 200;

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
    private readonly invoices: InvoiceIssuer,
    @Inject(MAIL_CONFIG) private readonly mailConfig: MailConfig,
  ) {}

  /**
   * The price catalogue: active plans in the pricing page's order, group by group (PLAN_GROUP_IDS), monthly before
   * yearly, then each group's own order (Basic, Professional, Enterprise...).
   */
  async listCatalogue(): Promise<TSubscriptionPlan[]> {
    const { rows } = await this.pool.query<PlanRow>(
      `SELECT ${PLAN_COLUMNS} FROM subscription_plan
        WHERE is_active ORDER BY array_position($1::text[], plan_group), interval = 'yearly', sort_order, price_cents, slug`,
      [PLAN_GROUP_IDS],
    );
    return rows.map(toPlan);
  }

  /** The plans sold online: the active hosting plans, monthly then yearly, each group's order (a CHECK keeps them monthly or yearly). */
  async listPlans(): Promise<TSubscribablePlan[]> {
    const { rows } = await this.pool.query<OnlinePlanRow>(
      `SELECT ${PLAN_COLUMNS} FROM subscription_plan
        WHERE is_active AND plan_group = $1 AND interval IN ('monthly', 'yearly') ORDER BY interval = 'yearly', sort_order, price_cents, slug`,
      [ONLINE_PLAN_GROUP],
    );
    return rows.map((row) => ({ ...toPlan(row), interval: row.interval }));
  }

  /**
   * Subscribe, one plan per site. The owner's subscribes are serialised (an advisory lock on the account), so of two
   * at once the second finds the first's subscription and becomes a change of plan; the partial unique index
   * subscription_one_open_per_site is the final word should anything else insert. With no open subscription for the
   * site: the subscription, its invoice, the payment provider's e-mails and the site draft in one transaction.
   */
  async create(userId: string, input: TCreateSubscription): Promise<TCreateSubscriptionResponse> {
    const result = await inTransaction(this.pool, async (client) => {
      const plan = await this.onlinePlan(client, input.planId);
      const customer = await client.query<{ email: string; first_name: string | null }>('SELECT email, first_name FROM "user" WHERE id = $1', [userId]);
      const user = customer.rows[0];
      if (!user) throw new NotFoundException(SUBSCRIPTION_MESSAGES.planNotFound);
      await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('subscription:' || $1::text, 0))`, [userId]);
      await client.query(END_CANCELLED, [userId]);

      const siteId =
        input.templateId !== undefined && input.businessInfo !== undefined
          ? await this.siteDrafts.saveDraft(client, userId, input.templateId, input.businessInfo, input.draftId)
          : null;

      const open = await this.openSubscriptionFor(client, userId, siteId);
      if (open) {
        // A plan bought before the site existed becomes this site's plan.
        if (siteId && open.site_id === null) await client.query('UPDATE subscription SET site_id = $2 WHERE id = $1', [open.id, siteId]);
        const outcome = await this.applyChange(client, open, plan);
        const changed = await this.subscriptionById(client, open.id);
        const latest = await client.query<InvoiceRow>(
          `SELECT ${INVOICE_COLUMNS} FROM invoice WHERE subscription_id = $1 AND kind = 'hosting' ORDER BY issued_at DESC, number DESC LIMIT 1`,
          [open.id],
        );
        return {
          outcome,
          subscription: toSubscription(changed),
          invoice: toInvoice(this.one(latest.rows)),
          siteId: changed.site_id,
          appliesAt: (outcome === 'changed' ? changed.current_period_end : changed.created_at).toISOString(),
        };
      }

      const subscription = await client.query<{ id: string }>(
        `INSERT INTO subscription (user_id, plan_id, plan_slug, plan_name, plan_interval, price_cents, payment_provider, site_id, current_period_end)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + ${PERIOD_SQL('$5::text')}) RETURNING id`,
        [userId, plan.id, plan.slug, plan.name, plan.interval, plan.price_cents, this.payments.name, siteId],
      );
      const subscriptionRow = await this.subscriptionById(client, this.one(subscription.rows).id);
      const invoiceRow = await this.issueInvoice(client, subscriptionRow.id, plan.name, plan.interval, plan.price_cents, user);
      return {
        outcome: 'created' as const,
        subscription: toSubscription(subscriptionRow),
        invoice: toInvoice(invoiceRow),
        siteId,
        appliesAt: subscriptionRow.created_at.toISOString(),
      };
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, ONE_OPEN_PER_SITE)) throw new ConflictException(SUBSCRIPTION_MESSAGES.alreadyOpen);
      throw error;
    });
    this.outboxWorker.wake();
    this.logger.log(`Subscription ${result.subscription.id} ${result.outcome} (${input.planId})`);
    return result;
  }

  /** The owner changes the plan of an open subscription from the end of its paid period. */
  async changePlan(userId: string, subscriptionId: string, planId: string): Promise<TSubscriptionWithInvoices> {
    await inTransaction(this.pool, async (client) => {
      const plan = await this.onlinePlan(client, planId);
      const open = await this.ownOpenSubscription(client, userId, subscriptionId);
      await this.applyChange(client, open, plan);
    });
    return this.ownOne(userId, subscriptionId);
  }

  /**
   * The owner cancels: the plan ends at the end of the period already invoiced (cancel_at), nothing more is invoiced,
   * and the site shows the paused notice from then (site-billing.ts). A waiting change is dropped. E-mailed once: a
   * second cancel finds it cancelled and answers it unchanged.
   */
  async cancel(userId: string, subscriptionId: string): Promise<TSubscriptionWithInvoices> {
    const mailed = await inTransaction(this.pool, async (client) => {
      const open = await this.ownOpenSubscription(client, userId, subscriptionId);
      if (open.cancel_at) return false;
      const updated = await client.query<{ cancel_at: Date }>(
        `UPDATE subscription SET cancel_at = current_period_end, next_plan_id = NULL, next_price_cents = NULL WHERE id = $1 RETURNING cancel_at`,
        [open.id],
      );
      const user = await client.query<{ email: string; first_name: string | null }>('SELECT email, first_name FROM "user" WHERE id = $1', [userId]);
      const customer = this.one(user.rows);
      await this.outbox.enqueue(client, [
        cancellationMail(
          { subscriptionId: open.id, planName: open.plan_name, endsAt: this.one(updated.rows).cancel_at, customer: { email: customer.email, firstName: customer.first_name } },
          this.mailConfig.agencyEmail,
        ),
      ]);
      return true;
    });
    if (mailed) {
      this.outboxWorker.wake();
      this.logger.log(`Subscription ${subscriptionId} cancelled at the end of its period`);
    }
    return this.ownOne(userId, subscriptionId);
  }

  /**
   * Periods that have ended: a cancelled plan ends (status 'cancelled'); any other starts its next period on the plan
   * it changes to, if any, with that period's invoice at the agreed price (e-mailed by the payment provider). One
   * subscription per transaction, claimed with FOR UPDATE SKIP LOCKED so instances running this together never
   * invoice a period twice. Answers how many subscriptions it moved on.
   */
  async renewDue(): Promise<number> {
    let moved = 0;
    for (;;) {
      const done = await inTransaction(this.pool, async (client) => {
        const due = await client.query<{ id: string; cancel_at: Date | null; email: string; first_name: string | null }>(
          `SELECT s.id, s.cancel_at, u.email, u.first_name
             FROM subscription s JOIN "user" u ON u.id = s.user_id
            WHERE s.status <> 'cancelled' AND s.current_period_end <= now()
            ORDER BY s.current_period_end LIMIT 1 FOR UPDATE OF s SKIP LOCKED`,
        );
        const row = due.rows[0];
        if (!row) return false;
        if (row.cancel_at) {
          await client.query(`UPDATE subscription SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [row.id]);
          return true;
        }
        const renewed = await client.query<{ plan_name: string; plan_interval: TSubscription['plan']['interval']; price_cents: number }>(
          `UPDATE subscription s
              SET plan_id = p.id, plan_slug = p.slug, plan_name = p.name, plan_interval = p.interval,
                  price_cents = coalesce(s.next_price_cents, s.price_cents),
                  current_period_end = s.current_period_end + ${PERIOD_SQL('p.interval')},
                  next_plan_id = NULL, next_price_cents = NULL
             FROM subscription_plan p
            WHERE s.id = $1 AND p.id = coalesce(s.next_plan_id, s.plan_id)
           RETURNING s.plan_name, s.plan_interval, s.price_cents`,
          [row.id],
        );
        const plan = this.one(renewed.rows);
        await this.issueInvoice(client, row.id, plan.plan_name, plan.plan_interval, plan.price_cents, { email: row.email, first_name: row.first_name });
        return true;
      });
      if (!done) break;
      moved += 1;
    }
    if (moved > 0) this.outboxWorker.wake();
    return moved;
  }

  /** The caller's subscriptions, newest first, each with its invoices oldest first. */
  async listOwn(userId: string): Promise<TSubscriptionWithInvoices[]> {
    await this.pool.query(END_CANCELLED, [userId]);
    const subscriptions = await this.pool.query<SubscriptionRow>(
      `${SUBSCRIPTION_SELECT} WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT $2`,
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
              AND NOT EXISTS (SELECT 1 FROM invoice WHERE subscription_id = $1 AND kind = 'hosting' AND status = 'unpaid')`,
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
   * A plan sold online, shared-locked so it cannot be switched off mid-subscription. An unknown id is 404; a plan of
   * another group (consultation, content, website development: sold by talking to us) or one no longer offered is 400
   * with what to do instead.
   */
  private async onlinePlan(client: PoolClient, planId: string): Promise<OnlinePlanRow> {
    const { rows } = await client.query<OnlinePlanRow>(`SELECT ${PLAN_COLUMNS} FROM subscription_plan WHERE id = $1 FOR SHARE`, [planId]);
    const plan = rows[0];
    if (!plan) throw new NotFoundException(SUBSCRIPTION_MESSAGES.planNotFound);
    if (!plan.is_active || plan.plan_group !== ONLINE_PLAN_GROUP) throw new BadRequestException(SUBSCRIPTION_MESSAGES.planNotSold);
    return plan;
  }

  /**
   * The open subscription a subscribe for this site changes, locked: the site's own, else the account's plan bought
   * without a site; with no site named, the account's newest open plan.
   */
  private async openSubscriptionFor(client: PoolClient, userId: string, siteId: string | null): Promise<SubscriptionRow | undefined> {
    const { rows } = await client.query<{ id: string }>(
      `SELECT id FROM subscription
        WHERE user_id = $1 AND status <> 'cancelled' AND ($2::uuid IS NULL OR site_id = $2 OR site_id IS NULL)
        ORDER BY site_id IS NULL, created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [userId, siteId],
    );
    const found = rows[0];
    return found ? this.subscriptionById(client, found.id) : undefined;
  }

  /** The caller's open subscription, locked; someone else's, an unknown or malformed id are the same 404; an ended one 409. */
  private async ownOpenSubscription(client: PoolClient, userId: string, subscriptionId: string): Promise<SubscriptionRow> {
    if (!isUuid(subscriptionId)) throw new NotFoundException(SUBSCRIPTION_MESSAGES.subscriptionNotFound);
    await client.query(END_CANCELLED, [userId]);
    const { rows } = await client.query<{ id: string; status: TSubscription['status'] }>(
      'SELECT id, status FROM subscription WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [subscriptionId, userId],
    );
    const found = rows[0];
    if (!found) throw new NotFoundException(SUBSCRIPTION_MESSAGES.subscriptionNotFound);
    if (found.status === 'cancelled') throw new ConflictException(SUBSCRIPTION_MESSAGES.subscriptionEnded);
    return this.subscriptionById(client, found.id);
  }

  /**
   * The plan from the end of the paid period: a waiting change names it and its price now, so the next invoice is at
   * that price. The plan it already has withdraws a waiting change. Either way a cancellation is withdrawn: choosing a
   * plan means carrying on.
   */
  private async applyChange(client: PoolClient, open: SubscriptionRow, plan: OnlinePlanRow): Promise<'changed' | 'unchanged'> {
    const same = plan.id === open.plan_id;
    await client.query('UPDATE subscription SET next_plan_id = $2, next_price_cents = $3, cancel_at = NULL WHERE id = $1', [
      open.id,
      same ? null : plan.id,
      same ? null : plan.price_cents,
    ]);
    return same ? 'unchanged' : 'changed';
  }

  /** One period's invoice, through the invoice issuer (row and payment e-mails in this transaction). */
  private issueInvoice(
    client: PoolClient,
    subscriptionId: string,
    planName: string,
    interval: TSubscription['plan']['interval'],
    priceCents: number,
    user: { email: string; first_name: string | null },
  ): Promise<InvoiceRow> {
    return this.invoices.issue(client, subscriptionId, { kind: 'hosting', description: `${planName} hosting plan (${interval})`, priceCents }, user);
  }

  private async subscriptionById(client: PoolClient, id: string): Promise<SubscriptionRow> {
    const { rows } = await client.query<SubscriptionRow>(`${SUBSCRIPTION_SELECT} WHERE s.id = $1`, [id]);
    return this.one(rows);
  }

  private async ownOne(userId: string, subscriptionId: string): Promise<TSubscriptionWithInvoices> {
    const found = (await this.listOwn(userId)).find((subscription) => subscription.id === subscriptionId);
    if (!found) throw new NotFoundException(SUBSCRIPTION_MESSAGES.subscriptionNotFound);
    return found;
  }

  private one<T>(rows: T[]): T {
    const row = rows[0];
    if (!row) throw new Error('The statement returned no row');
    return row;
  }
}
