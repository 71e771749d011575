import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import {
  SUBSCRIPTION_MESSAGES,
  ZCreateSubscriptionResponse,
  ZCrmInvoice,
  ZCrmInvoiceList,
  ZSubscribablePlanList,
  ZSubscriptionWithInvoicesList,
  ZWebsiteTemplate,
  type TBusinessInfoInput,
} from '@agency/contracts';
import { ConfigError } from '../config/parse-env';
import { DeploymentsService } from '../sites/deployments.service';
import { type Agent, registerClient, startAdminTestApp, type AdminTestApp } from '../../test/test-app';
import { loadBillingConfig } from './billing.config';
import { GracePeriodMailer } from './grace-period-mailer.service';
import { PAUSED_RETRY_AFTER_SECONDS } from './site-billing';
import { GRACE_ENDED_MAIL_KIND, GRACE_REMINDER_MAIL_KIND, INVOICE_MAIL_KIND } from './subscription-mails';
import { SubscriptionsService } from './subscriptions.service';

const DAY_MS = 24 * 60 * 60 * 1000;

function post(agent: Agent | ReturnType<typeof request>, path: string, body: unknown = {}) {
  return agent.post(path).set('content-type', 'application/json').send(JSON.stringify(body));
}

function businessInfo(): TBusinessInfoInput {
  const tag = randomUUID().slice(0, 8);
  return {
    businessName: `Harbour Plumbing ${tag}`,
    businessType: 'Plumbing Services',
    description: 'Leaks fixed fast across Wellington.',
    phone: '021 123 4567',
    email: `harbour-${tag}@example.co.nz`,
    services: ['Leak Detection', 'Drain Cleaning'],
  };
}

/*
 * Live when paid: a site published while its invoice is unpaid is served for the grace period, then shows a notice
 * page until an admin records the payment. Time is moved by moving the invoice's dates back in the database.
 */
describe('live when paid: the grace period, the notice page, payment recorded by an admin, the grace e-mails', () => {
  let crm: AdminTestApp;
  let db: Client;
  let deployments: DeploymentsService;
  let mailer: GracePeriodMailer;
  let subscriptions: SubscriptionsService;
  let templateId: string;

  beforeAll(async () => {
    // The tests run the mail job themselves.
    process.env.BILLING_CHECK_SECONDS = '0';
    crm = await startAdminTestApp();
    delete process.env.BILLING_CHECK_SECONDS;
    db = crm.db;
    deployments = crm.server.app.get(DeploymentsService);
    mailer = crm.server.app.get(GracePeriodMailer);
    subscriptions = crm.server.app.get(SubscriptionsService);
    const templates = ZWebsiteTemplate.array().parse((await request(crm.server.url).get('/api/website-templates')).body);
    templateId = templates[0]?.id ?? '';
  }, 60_000);
  afterAll(async () => {
    await deployments.idle();
    await crm.close();
  });

  /** A client who subscribed with a site and published it: its invoice unpaid, as the invoice default leaves it. */
  async function publishedSite() {
    const client = await registerClient(crm.server.url, { firstName: 'Mere' });
    const plans = (await request(crm.server.url).get('/api/subscription-plans')).body as { id: string }[];
    const info = businessInfo();
    const subscribed = await post(client.agent, '/api/subscriptions', { planId: plans[0]?.id, templateId, businessInfo: info, draftId: randomUUID() });
    expect(subscribed.status).toBe(201);
    const { invoice, siteId, subscription } = ZCreateSubscriptionResponse.parse(subscribed.body);
    expect((await post(client.agent, `/api/sites/${siteId}/deploy`)).status).toBe(202);
    await deployments.idle();
    const slug = (await db.query<{ slug: string }>('SELECT slug FROM site WHERE id = $1', [siteId])).rows[0]?.slug ?? '';
    return { client, info, invoice, subscription, path: `/sites/${slug}/` };
  }

  /** Moves the invoice `days` into the past: issued, due and grace end alike. */
  const age = (invoiceId: string, days: number) =>
    db.query(
      `UPDATE invoice SET issued_at = issued_at - make_interval(days => $2), due_at = due_at - make_interval(days => $2),
              grace_ends_at = grace_ends_at - make_interval(days => $2) WHERE id = $1`,
      [invoiceId, days],
    );

  const billingOf = async (agent: Agent) => ZSubscriptionWithInvoicesList.parse((await agent.get('/api/subscriptions/user')).body)[0]?.billing;

  it('gives an invoice 14 days of grace from its issue (after the 7 days to its due date) and serves the site meanwhile', async () => {
    const { client, info, invoice, path } = await publishedSite();
    expect(new Date(invoice.dueAt).getTime() - new Date(invoice.issuedAt).getTime()).toBe(7 * DAY_MS);
    expect(new Date(invoice.graceEndsAt).getTime() - new Date(invoice.issuedAt).getTime()).toBe(14 * DAY_MS);
    expect(invoice.paidAt).toBeNull();

    // Past its due date, a day before the grace period ends: still live, and the client is told until when.
    await age(invoice.id, 13);
    const page = await request(crm.server.url).get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(info.businessName);
    const billing = await billingOf(client.agent);
    expect(billing?.state).toBe('grace');
    expect(billing?.unpaid?.invoiceNumber).toBe(invoice.number);
    expect(new Date(billing?.unpaid?.graceEndsAt ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it('after the grace period shows a plain 503 notice until an admin marks the invoice paid, then serves the site at once', async () => {
    const { client, info, invoice, subscription, path } = await publishedSite();
    const live = await request(crm.server.url).get(path);
    const etag = live.headers.etag ?? '';
    await age(invoice.id, 15);

    // The same address, with or without the old version's ETag: the notice, never the cached page.
    for (const headers of [{}, { 'if-none-match': etag }]) {
      const paused = await request(crm.server.url).get(path).set(headers);
      expect(paused.status).toBe(503);
      expect(paused.headers['retry-after']).toBe(String(PAUSED_RETRY_AFTER_SECONDS));
      expect(paused.headers['cache-control']).toBe('no-store');
      expect(paused.headers['content-security-policy']).toContain("script-src 'none'");
      expect(paused.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(paused.text).toContain('This site is temporarily unavailable');
      // Nothing for visitors about the owner or their bills.
      for (const word of [info.businessName, invoice.number, 'invoice', 'payment', 'paid', '<script']) expect(paused.text).not.toContain(word);
    }
    expect((await billingOf(client.agent))?.state).toBe('paused');
    // Found by the transfer's reference (the invoice number) or the client's e-mail.
    for (const search of [invoice.number, client.email.toUpperCase()]) {
      const found = ZCrmInvoiceList.parse((await crm.admin.get('/api/crm/invoices').query({ search })).body);
      expect(found.map((row) => row.id)).toEqual([invoice.id]);
      expect(found[0]).toMatchObject({ billingState: 'paused', client: { email: client.email, name: 'Mere Ngata' }, paidBy: null });
    }

    // Admins only: the client cannot mark their own invoice paid, and nothing changes.
    expect((await post(client.agent, `/api/crm/invoices/${invoice.id}/paid`)).status).toBe(403);
    expect((await post(request(crm.server.url), `/api/crm/invoices/${invoice.id}/paid`)).status).toBe(401);
    expect((await request(crm.server.url).get(path)).status).toBe(503);
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await post(crm.admin, `/api/crm/invoices/${id}/paid`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(SUBSCRIPTION_MESSAGES.invoiceNotFound);
    }

    const marked = await post(crm.admin, `/api/crm/invoices/${invoice.id}/paid`);
    expect(marked.status).toBe(200);
    const paid = ZCrmInvoice.parse(marked.body);
    const admin = (await db.query<{ id: string; name: string }>(`SELECT id, concat_ws(' ', first_name, last_name) AS name FROM "user" WHERE email = $1`, [crm.adminEmail])).rows[0];
    expect(paid).toMatchObject({ status: 'paid', billingState: 'paid', subscriptionStatus: 'active', paidBy: admin?.name });
    expect(Date.now() - new Date(paid.paidAt ?? 0).getTime()).toBeLessThan(60_000);
    const stored = await db.query<{ paid_by: string; status: string }>(
      `SELECT i.paid_by, s.status FROM invoice i JOIN subscription s ON s.id = i.subscription_id WHERE i.id = $1`,
      [invoice.id],
    );
    expect(stored.rows).toEqual([{ paid_by: admin?.id, status: 'active' }]);

    const back = await request(crm.server.url).get(path);
    expect(back.status).toBe(200);
    expect(back.text).toContain(info.businessName);
    expect(await billingOf(client.agent)).toEqual({ state: 'paid', unpaid: null });

    // Idempotent: a second click answers the same record, paid when it first was.
    const again = await post(crm.admin, `/api/crm/invoices/${invoice.id}/paid`);
    expect(again.status).toBe(200);
    expect(ZCrmInvoice.parse(again.body)).toEqual(paid);
    const paidList = ZCrmInvoiceList.parse((await crm.admin.get('/api/crm/invoices?status=paid')).body);
    expect(paidList.filter((row) => row.id === invoice.id)).toEqual([paid]);
    expect(ZCrmInvoiceList.parse((await crm.admin.get('/api/crm/invoices')).body).some((row) => row.id === invoice.id)).toBe(false);
    expect((await client.agent.get('/api/crm/invoices')).status).toBe(403);
    expect((await crm.admin.get('/api/crm/invoices?status=void')).status).toBe(400);

    // A void invoice is not paid by a click.
    const other = await publishedSite();
    await db.query(`UPDATE invoice SET status = 'void' WHERE id = $1`, [other.invoice.id]);
    const voided = await post(crm.admin, `/api/crm/invoices/${other.invoice.id}/paid`);
    expect(voided.status).toBe(409);
    expect(voided.body.message).toBe(SUBSCRIPTION_MESSAGES.invoiceVoid);
    expect(subscription.status).toBe('awaiting_payment');
  });

  it('writes the reminder and the grace-ended e-mail once each, even when two runs race', async () => {
    const { client, invoice } = await publishedSite();
    const mails = async () =>
      (
        await db.query<{ kind: string; to_address: string; subject: string; text_body: string }>(
          `SELECT kind, to_address, subject, text_body FROM outbox_email WHERE reference = $1 AND kind <> 'subscription.invoice' ORDER BY created_at`,
          [`invoice:${invoice.id}`],
        )
      ).rows;

    // Nothing yet on day 10; on day 12 the grace period ends in 2 days: the reminder, once.
    await age(invoice.id, 10);
    await Promise.all([mailer.sendDue(), mailer.sendDue()]);
    expect(await mails()).toEqual([]);
    await age(invoice.id, 2);
    await Promise.all([mailer.sendDue(), mailer.sendDue()]);
    await mailer.sendDue();
    const reminder = await mails();
    expect(reminder.map((mail) => [mail.kind, mail.to_address])).toEqual([[GRACE_REMINDER_MAIL_KIND, client.email]]);
    expect(reminder[0]?.subject).toBe(`Reminder: invoice ${invoice.number} is unpaid`);
    expect(reminder[0]?.text_body).toContain('Kia ora Mere,');
    expect(reminder[0]?.text_body).toContain('Your website stays live until');

    // Past the end: the grace-ended mail, once; the reminder is not sent again.
    await age(invoice.id, 3);
    await Promise.all([mailer.sendDue(), mailer.sendDue()]);
    await mailer.sendDue();
    expect((await mails()).map((mail) => mail.kind)).toEqual([GRACE_REMINDER_MAIL_KIND, GRACE_ENDED_MAIL_KIND]);
    expect((await mails())[1]?.text_body).toContain('temporarily unavailable');
  });

  it('sends only the grace-ended e-mail for an invoice found already past its end, and none once it is paid', async () => {
    const late = await publishedSite();
    await age(late.invoice.id, 20);
    await mailer.sendDue();
    const kinds = await db.query<{ kind: string }>(`SELECT kind FROM outbox_email WHERE reference = $1 AND kind LIKE 'subscription.grace%'`, [
      `invoice:${late.invoice.id}`,
    ]);
    expect(kinds.rows.map((row) => row.kind)).toEqual([GRACE_ENDED_MAIL_KIND]);

    const paid = await publishedSite();
    expect((await post(crm.admin, `/api/crm/invoices/${paid.invoice.id}/paid`)).status).toBe(200);
    await age(paid.invoice.id, 20);
    await mailer.sendDue();
    const none = await db.query(`SELECT 1 FROM outbox_email WHERE reference = $1 AND kind LIKE 'subscription.grace%'`, [`invoice:${paid.invoice.id}`]);
    expect(none.rowCount).toBe(0);
  });

  /** Moves the subscription's paid period (and a cancellation at its end) `days` into the past. */
  const agePeriod = (subscriptionId: string, days: number) =>
    db.query(
      `UPDATE subscription SET created_at = created_at - make_interval(days => $2), current_period_end = current_period_end - make_interval(days => $2),
              cancel_at = cancel_at - make_interval(days => $2) WHERE id = $1`,
      [subscriptionId, days],
    );

  it('serves a cancelled site to the end of its paid period, then the paused notice; nothing more is invoiced', async () => {
    const { client, info, subscription, path } = await publishedSite();
    const cancelled = await post(client.agent, `/api/subscriptions/${subscription.id}/cancel`);
    expect(cancelled.status).toBe(200);
    // Paid up, so only the cancellation can pause it.
    const [invoice] = (await db.query<{ id: string }>('SELECT id FROM invoice WHERE subscription_id = $1', [subscription.id])).rows;
    expect((await post(crm.admin, `/api/crm/invoices/${invoice?.id}/paid`)).status).toBe(200);

    const before = await request(crm.server.url).get(path);
    expect(before.status).toBe(200);
    expect(before.text).toContain(info.businessName);

    await agePeriod(subscription.id, 32);
    const after = await request(crm.server.url).get(path);
    expect(after.status).toBe(503);
    expect(after.text).toContain('This site is temporarily unavailable');
    expect(after.text).not.toContain(info.businessName);

    expect(await subscriptions.renewDue()).toBeGreaterThanOrEqual(1);
    const [ended] = ZSubscriptionWithInvoicesList.parse((await client.agent.get('/api/subscriptions/user')).body);
    expect(ended?.status).toBe('cancelled');
    expect(ended?.invoices).toHaveLength(1);
    expect((await request(crm.server.url).get(path)).status).toBe(503);
  });

  it('invoices the next period at the new price after a change of plan, once even when two runs race', async () => {
    const { client, subscription, path } = await publishedSite();
    const plans = ZSubscribablePlanList.parse((await request(crm.server.url).get('/api/subscription-plans')).body);
    const business = plans.find((plan) => plan.slug === 'hosting-business-monthly');
    expect((await post(client.agent, `/api/subscriptions/${subscription.id}/plan`, { planId: business?.id })).status).toBe(200);
    await agePeriod(subscription.id, 31);

    await Promise.all([subscriptions.renewDue(), subscriptions.renewDue()]);
    const [renewed] = ZSubscriptionWithInvoicesList.parse((await client.agent.get('/api/subscriptions/user')).body);
    expect(renewed?.plan).toMatchObject({ name: 'Business', price: 79 });
    expect(renewed?.nextPlan).toBeNull();
    expect(renewed?.invoices.map((invoice) => [invoice.amount, invoice.description])).toEqual([
      [subscription.plan.price, `${subscription.plan.name} hosting plan (monthly)`],
      [79, 'Business hosting plan (monthly)'],
    ]);
    expect(new Date(renewed?.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(Date.now());
    const mails = await db.query('SELECT 1 FROM outbox_email WHERE kind = $1 AND reference = $2', [INVOICE_MAIL_KIND, `invoice:${renewed?.invoices[1]?.id}`]);
    expect(mails.rows).toHaveLength(1);
    // Renewed, not ended: the site is served.
    expect((await request(crm.server.url).get(path)).status).toBe(200);
  });

  it('refuses a grace period shorter than the 7 days to the due date, at start', () => {
    expect(loadBillingConfig({}).graceDays).toBe(14);
    expect(loadBillingConfig({ SITE_GRACE_DAYS: '30' }).graceDays).toBe(30);
    expect(() => loadBillingConfig({ SITE_GRACE_DAYS: '5' })).toThrow(ConfigError);
    expect(() => loadBillingConfig({ SITE_GRACE_DAYS: '5' })).toThrow(/SITE_GRACE_DAYS/);
  });
});
