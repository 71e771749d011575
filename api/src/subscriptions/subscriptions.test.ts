import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import {
  formatNzDateInWords,
  SUBSCRIPTION_MESSAGES,
  YEARLY_DISCOUNT_PERCENT,
  ZCreateSubscriptionResponse,
  ZSite,
  ZSubscribablePlanList,
  ZSubscriptionPlanList,
  ZSubscriptionWithInvoices,
  ZSubscriptionWithInvoicesList,
  type TSubscriptionPlan,
} from '@agency/contracts';
import { type Agent, registerClient, startAdminTestApp, type TestApp } from '../../test/test-app';
import { CLOSE_DUPLICATE_SUBSCRIPTIONS } from '../database/migrations/Migration20261231000500_hosting_plans_one_per_site';
import { CANCELLED_MAIL_KIND, INVOICE_MAIL_KIND } from './subscription-mails';

const siteInfo = (name: string) => ({
  businessName: `${name} ${randomUUID().slice(0, 6)}`,
  businessType: 'Restaurant',
  description: 'Seasonal food by the harbour.',
  phone: '+64 21 555 0101',
  email: 'kai@example.co.nz',
  services: ['Dine in'],
});

function post(agent: Agent | ReturnType<typeof request>, body: unknown) {
  return agent.post('/api/subscriptions').set('content-type', 'application/json').send(JSON.stringify(body));
}

describe('subscriptions: plans, the subscription rules, the invoice and its e-mail', () => {
  let server: TestApp;
  let db: Client;
  let close: () => Promise<void>;
  let plans: TSubscriptionPlan[];

  beforeAll(async () => {
    ({ server, db, close } = await startAdminTestApp());
    const response = await request(server.url).get('/api/price-catalogue');
    expect(response.status).toBe(200);
    plans = ZSubscriptionPlanList.parse(response.body);
  }, 60_000);
  afterAll(() => close());

  const plan = (slug: string) => {
    const found = plans.find((candidate) => candidate.slug === slug);
    if (!found) throw new Error(`no plan ${slug}`);
    return found;
  };

  it('serves the one price catalogue to anyone: four groups in the pricing page\'s order, the spec\'s prices, NZD incl. GST', () => {
    expect(plans.map((p) => [p.group, p.name, p.interval, p.price, p.popular])).toEqual([
      ['web-app', 'Basic', 'monthly', 299, false],
      ['web-app', 'Professional', 'monthly', 599, true],
      ['web-app', 'Enterprise', 'monthly', 1299, false],
      ['consultation', 'Strategy Session', 'hourly', 150, false],
      ['consultation', 'Deep Dive', 'per_session', 750, true],
      ['consultation', 'Transformation', 'per_project', 2500, false],
      ['content', 'Pack', 'monthly', 199, false],
      ['content', 'Premium', 'monthly', 499, true],
      ['content', 'Suite', 'monthly', 999, false],
      ['hosting', 'Starter', 'monthly', 29, false],
      ['hosting', 'Business', 'monthly', 79, true],
      ['hosting', 'Enterprise', 'monthly', 199, false],
      ['hosting', 'Starter', 'yearly', 278.4, false],
      ['hosting', 'Business', 'yearly', 758.4, true],
      ['hosting', 'Enterprise', 'yearly', 1910.4, false],
    ]);
    for (const p of plans) {
      expect(p.isActive).toBe(true);
      expect(p.features.length).toBeGreaterThanOrEqual(3);
    }
    // Spec part 1 §9: only the first website plan leads to the builder; every other plan to the contact form.
    expect(plans.filter((p) => p.cta.href !== '/#contact').map((p) => [p.slug, p.cta])).toEqual([
      ['web-app-basic-monthly', { text: 'Get Started', href: '/website-builder' }],
    ]);
  });

  it('lists for subscribing only what can be subscribed to online: the hosting plans, each monthly or yearly', async () => {
    const response = await request(server.url).get('/api/subscription-plans');
    expect(response.status).toBe(200);
    const online = ZSubscribablePlanList.parse(response.body);
    expect(online.map((p) => [p.slug, p.price, p.interval, p.popular])).toEqual([
      ['hosting-starter-monthly', 29, 'monthly', false],
      ['hosting-business-monthly', 79, 'monthly', true],
      ['hosting-enterprise-monthly', 199, 'monthly', false],
      ['hosting-starter-yearly', 278.4, 'yearly', false],
      ['hosting-business-yearly', 758.4, 'yearly', true],
      ['hosting-enterprise-yearly', 1910.4, 'yearly', false],
    ]);
    for (const p of online) {
      expect(['monthly', 'yearly']).toContain(p.interval);
      // What the builder delivers: one page, SSL once a domain is connected, enquiries by e-mail; no mailboxes, no page counts.
      expect(p.features.join(' ')).not.toMatch(/email accounts|websites|pages|app/i);
      // The same row as the price catalogue's: one source of prices.
      expect(plan(p.slug)).toEqual(p);
    }
    expect(online.find((p) => p.slug === 'hosting-starter-monthly')?.features).toEqual(
      expect.arrayContaining(['A one-page website from your chosen template', 'SSL certificate once your domain is connected']),
    );
    expect(new Set(plans.filter((p) => p.cta.href === '/#contact').map((p) => p.cta.text))).toEqual(new Set(['Contact Us']));
  });

  it("makes 'Save 20%' true: every yearly plan costs twelve months of its monthly plan less 20%", () => {
    const yearly = plans.filter((p) => p.interval === 'yearly');
    expect(yearly.map((p) => p.slug)).toEqual(['hosting-starter-yearly', 'hosting-business-yearly', 'hosting-enterprise-yearly']);
    for (const p of yearly) {
      const monthly = plans.find((m) => m.group === p.group && m.name === p.name && m.interval === 'monthly');
      expect(monthly).toBeDefined();
      expect(Math.round(p.price * 100)).toBe(Math.round(((monthly?.price ?? 0) * 100 * 12 * (100 - YEARLY_DISCOUNT_PERCENT)) / 100));
    }
  });

  it('keeps the first website plans ($29, $59, $99) switched off, not deleted, so their subscriptions keep their history', async () => {
    const { rows } = await db.query<{ slug: string; price_cents: number; is_active: boolean; plan_group: string }>(
      `SELECT slug, price_cents, is_active, plan_group FROM subscription_plan
        WHERE slug IN ('starter-monthly', 'business-monthly', 'professional-monthly') ORDER BY price_cents`,
    );
    expect(rows).toEqual([
      { slug: 'starter-monthly', price_cents: 2900, is_active: false, plan_group: 'web-app' },
      { slug: 'business-monthly', price_cents: 5900, is_active: false, plan_group: 'web-app' },
      { slug: 'professional-monthly', price_cents: 9900, is_active: false, plan_group: 'web-app' },
    ]);
  });

  it('guards the catalogue in the database: positive prices, known groups and intervals, unique slugs, one price and one popular plan per name', async () => {
    const insert = (values: Record<string, unknown>) => {
      const row = { slug: `check-${randomUUID().slice(0, 8)}`, plan_group: 'hosting', name: `Check ${randomUUID().slice(0, 8)}`, description: 'Check', price_cents: 100, interval: 'monthly', ...values };
      const columns = Object.keys(row);
      return db.query(`INSERT INTO subscription_plan (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row));
    };
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ price_cents: 0 }, 'subscription_plan_price_check'],
      [{ interval: 'weekly' }, 'subscription_plan_interval_check'],
      [{ plan_group: 'catering' }, 'subscription_plan_group_check'],
      [{ plan_group: 'web-app', interval: 'hourly' }, 'subscription_plan_website_interval_check'],
      [{ plan_group: 'hosting', interval: 'per_project' }, 'subscription_plan_website_interval_check'],
      [{ slug: 'hosting-starter-monthly' }, 'subscription_plan_slug_key'],
      [{ name: 'Starter' }, 'subscription_plan_active_name_key'],
      [{ popular: true }, 'subscription_plan_active_popular_key'],
      [{ cta_href: 'https://example.com/' }, 'subscription_plan_cta_href_check'],
      [{ cta_href: '//example.com/' }, 'subscription_plan_cta_href_check'],
    ];
    for (const [values, constraint] of refused) {
      await expect(insert(values)).rejects.toMatchObject({ constraint });
    }
    // Switched off, the same name and a popular flag are history, not a second price.
    await expect(insert({ name: 'Starter', popular: true, is_active: false })).resolves.toBeDefined();
  });

  it('sells only hosting plans online: a consultation, content or website development plan is refused with 400 and a clear message', async () => {
    const client = await registerClient(server.url);
    for (const slug of ['consultation-deep-dive', 'consultation-strategy-session', 'content-premium-monthly', 'web-app-basic-monthly', 'web-app-professional-monthly']) {
      const response = await post(client.agent, { planId: plan(slug).id });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(SUBSCRIPTION_MESSAGES.planNotSold);
    }
    const stored = await db.query('SELECT count(*)::int AS n FROM subscription WHERE user_id = $1', [client.user.id]);
    expect(stored.rows[0]).toEqual({ n: 0 });
  });

  it('hides an inactive plan from the lists and refuses it with 400; an unknown plan is 404', async () => {
    const slug = `retired-${randomUUID().slice(0, 8)}`;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO subscription_plan (slug, plan_group, name, description, price_cents, interval, is_active) VALUES ($1, 'hosting', 'Retired', 'Old plan', 1000, 'monthly', false) RETURNING id`,
      [slug],
    );
    const retiredId = rows[0]?.id;
    for (const path of ['/api/subscription-plans', '/api/price-catalogue']) {
      const list = await request(server.url).get(path);
      expect(list.body.map((p: TSubscriptionPlan) => p.slug)).not.toContain(slug);
    }

    const client = await registerClient(server.url);
    const response = await post(client.agent, { planId: retiredId });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(SUBSCRIPTION_MESSAGES.planNotSold);
    const unknown = await post(client.agent, { planId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SUBSCRIPTION_MESSAGES.planNotFound);
    const stored = await db.query('SELECT count(*)::int AS n FROM subscription WHERE user_id = $1', [client.user.id]);
    expect(stored.rows[0]).toEqual({ n: 0 });
  });

  it('needs sign-in: 401 and nothing stored', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM subscription');
    const response = await post(request(server.url), { planId: plan('hosting-business-monthly').id });
    expect(response.status).toBe(401);
    const after = await db.query('SELECT count(*)::int AS n FROM subscription');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect((await request(server.url).get('/api/subscriptions/user')).status).toBe(401);
  });

  it('refuses a malformed body with 400 and a clear message, storing nothing', async () => {
    const client = await registerClient(server.url);
    const cases: Array<[unknown, string]> = [
      [{}, 'planId'],
      [{ planId: 'business-monthly' }, 'planId'],
      [{ planId: 42 }, 'planId'],
      // A draft needs both halves.
      [{ planId: plan('hosting-starter-monthly').id, templateId: randomUUID() }, 'templateId'],
      [{ planId: plan('hosting-starter-monthly').id, templateId: 'not-an-id', businessInfo: {} }, 'templateId'],
    ];
    for (const [body, path] of cases) {
      const response = await post(client.agent, body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    const planError = await post(client.agent, { planId: 'business-monthly' });
    expect(planError.body.errors).toEqual([{ path: 'planId', message: SUBSCRIPTION_MESSAGES.planRequired }]);
    const stored = await db.query('SELECT count(*)::int AS n FROM subscription WHERE user_id = $1', [client.user.id]);
    expect(stored.rows[0]).toEqual({ n: 0 });
  });

  it("creates a subscription awaiting payment with its invoice (NZD incl. GST, due in 7 days) and e-mails the invoice", async () => {
    const client = await registerClient(server.url, { firstName: 'Mere' });
    const chosen = plan('hosting-business-yearly');
    const response = await post(client.agent, { planId: chosen.id });
    expect(response.status).toBe(201);
    const { subscription, invoice, siteId, outcome } = ZCreateSubscriptionResponse.parse(response.body);
    expect(outcome).toBe('created');
    expect(siteId).toBeNull();
    expect(subscription).toMatchObject({
      userId: client.user.id,
      status: 'awaiting_payment',
      plan: { id: chosen.id, slug: 'hosting-business-yearly', name: 'Business', interval: 'yearly', price: 758.4 },
      nextPlan: null,
      cancelAt: null,
    });
    // A year paid for by this invoice.
    const period = new Date(subscription.currentPeriodEnd).getTime() - new Date(subscription.createdAt).getTime();
    expect(period / (24 * 60 * 60 * 1000)).toBeGreaterThanOrEqual(365);
    // 758.40 incl. GST: the GST is 758.40 × 3/23 = 98.92.
    expect(invoice).toMatchObject({ subscriptionId: subscription.id, status: 'unpaid', currency: 'NZD', amount: 758.4, gst: 98.92 });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(new Date(invoice.dueAt).getTime() - new Date(invoice.issuedAt).getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    const stored = await db.query(
      `SELECT s.status, s.price_cents, s.payment_provider, i.amount_cents, i.gst_cents, i.currency
         FROM subscription s JOIN invoice i ON i.subscription_id = s.id WHERE s.user_id = $1`,
      [client.user.id],
    );
    expect(stored.rows).toEqual([
      { status: 'awaiting_payment', price_cents: 75840, payment_provider: 'invoice', amount_cents: 75840, gst_cents: 9892, currency: 'NZD' },
    ]);

    const mails = await db.query('SELECT to_address, subject, text_body FROM outbox_email WHERE kind = $1 AND reference = $2', [
      INVOICE_MAIL_KIND,
      `invoice:${invoice.id}`,
    ]);
    expect(mails.rows).toHaveLength(1);
    const mail = mails.rows[0];
    expect(mail.to_address).toBe(client.email);
    expect(mail.subject).toBe(`Invoice ${invoice.number}: Business hosting plan (yearly)`);
    expect(mail.text_body).toContain('Kia ora Mere,');
    expect(mail.text_body).toContain('Total: $758.40 NZD including GST of $98.92');
    expect(mail.text_body).toContain('payment net 7 days');
  });

  it("lists only the caller's own subscriptions, newest first, each with its invoices", async () => {
    const alice = await registerClient(server.url);
    const bob = await registerClient(server.url);
    const templateId = (await request(server.url).get('/api/website-templates')).body[0].id as string;
    const site = (name: string) => ({ templateId, draftId: randomUUID(), businessInfo: { ...siteInfo(name) } });
    // Two sites, a plan each.
    const first = ZCreateSubscriptionResponse.parse((await post(alice.agent, { planId: plan('hosting-starter-monthly').id, ...site('Alice One') })).body);
    const second = ZCreateSubscriptionResponse.parse((await post(alice.agent, { planId: plan('hosting-enterprise-monthly').id, ...site('Alice Two') })).body);
    expect([first.outcome, second.outcome]).toEqual(['created', 'created']);
    await post(bob.agent, { planId: plan('hosting-business-monthly').id });

    const response = await alice.agent.get('/api/subscriptions/user');
    expect(response.status).toBe(200);
    const list = ZSubscriptionWithInvoicesList.parse(response.body);
    expect(list.map((s) => s.id)).toEqual([second.subscription.id, first.subscription.id]);
    expect(list[0]?.invoices).toEqual([second.invoice]);
    expect(list[1]?.invoices).toEqual([first.invoice]);
    expect(new Set(list.map((s) => s.userId))).toEqual(new Set([alice.user.id]));
  });

  describe('the site draft saved with the subscription', () => {
    const info = (name: string) => ({
      businessName: name,
      businessType: 'Restaurant',
      description: 'Seasonal food by the harbour.',
      phone: '+64 21 555 0101',
      email: 'Kai@Example.co.nz',
      services: ['Dine in', 'Takeaway'],
    });
    let templateId: string;
    beforeAll(async () => {
      const templates = await request(server.url).get('/api/website-templates');
      templateId = templates.body[0].id;
    });

    it('saves the template and business info as the account\'s site, in the same transaction as the subscription', async () => {
      const client = await registerClient(server.url);
      const name = `Harbour Kai ${randomUUID().slice(0, 6)}`;
      const response = await post(client.agent, { planId: plan('hosting-starter-monthly').id, templateId, businessInfo: info(name) });
      expect(response.status).toBe(201);
      const { subscription, siteId } = ZCreateSubscriptionResponse.parse(response.body);
      expect(siteId).not.toBeNull();
      expect(subscription.siteId).toBe(siteId);

      const sites = await client.agent.get('/api/sites/user');
      expect(sites.status).toBe(200);
      const [site] = sites.body.map((body: unknown) => ZSite.parse(body));
      expect(site).toMatchObject({ id: siteId, templateId, liveUrl: null });
      expect(site.businessInfo).toMatchObject({ businessName: name, email: 'kai@example.co.nz', services: ['Dine in', 'Takeaway'] });
    });

    it('saves one site per draftId: subscribing again with the same draft updates that site', async () => {
      const client = await registerClient(server.url);
      const draftId = randomUUID();
      const name = `Harbour Kai ${randomUUID().slice(0, 6)}`;
      const first = ZCreateSubscriptionResponse.parse(
        (await post(client.agent, { planId: plan('hosting-starter-monthly').id, templateId, businessInfo: info(name), draftId })).body,
      );
      const again = ZCreateSubscriptionResponse.parse(
        (await post(client.agent, { planId: plan('hosting-business-monthly').id, templateId, businessInfo: { ...info(name), description: 'Open late.' }, draftId })).body,
      );
      expect(again.siteId).toBe(first.siteId);
      expect(again.subscription.id).toBe(first.subscription.id);
      const sites = await db.query<{ slug: string; description: string }>(
        "SELECT slug, business_info->>'description' AS description FROM site WHERE user_id = $1",
        [client.user.id],
      );
      expect(sites.rows).toEqual([{ slug: name.toLowerCase().replace(/[^a-z0-9]/g, ''), description: 'Open late.' }]);

      const alone = await post(client.agent, { planId: plan('hosting-starter-monthly').id, draftId });
      expect(alone.status).toBe(400);
      expect(alone.body.errors).toEqual([{ path: 'draftId', message: SUBSCRIPTION_MESSAGES.draftWithoutSite }]);
    });

    it('rolls everything back for an unknown template (404) or malformed business info (400)', async () => {
      const client = await registerClient(server.url);
      const unknown = await post(client.agent, { planId: plan('hosting-starter-monthly').id, templateId: randomUUID(), businessInfo: info('Ghost Cafe') });
      expect(unknown.status).toBe(404);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...info('Bad Email Cafe'), email: 'not-an-email' }, 'businessInfo.email'],
        [{ ...info('x'.repeat(101)) }, 'businessInfo.businessName'],
        [{ ...info('No Phone Cafe'), phone: '' }, 'businessInfo.phone'],
        [{ ...info('Odd Type Cafe'), businessType: 'Rocket Science' }, 'businessInfo.businessType'],
        [{ ...info('Many Services Cafe'), services: Array.from({ length: 21 }, (_, i) => `Service ${i}`) }, 'businessInfo.services'],
      ];
      for (const [businessInfo, path] of cases) {
        const response = await post(client.agent, { planId: plan('hosting-starter-monthly').id, templateId, businessInfo });
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
      }
      const stored = await db.query(
        `SELECT (SELECT count(*)::int FROM subscription WHERE user_id = $1) AS subscriptions, (SELECT count(*)::int FROM site WHERE user_id = $1) AS sites`,
        [client.user.id],
      );
      expect(stored.rows[0]).toEqual({ subscriptions: 0, sites: 0 });
    });
  });

  it('numbers invoices uniquely when many clients subscribe at once', async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => registerClient(server.url)));
    const responses = await Promise.all(clients.map((client) => post(client.agent, { planId: plan('hosting-starter-yearly').id })));
    const numbers = responses.map((response) => ZCreateSubscriptionResponse.parse(response.body).invoice.number);
    expect(new Set(numbers).size).toBe(5);
  });

  describe('one plan per site, changed and cancelled by its owner', () => {
    let templateId: string;
    beforeAll(async () => {
      templateId = (await request(server.url).get('/api/website-templates')).body[0].id as string;
    });
    const withSite = (draftId: string) => ({ templateId, draftId, businessInfo: siteInfo('Kiwi Kai') });
    const counts = async (userId: string) =>
      (
        await db.query<{ subscriptions: number; open: number; invoices: number }>(
          `SELECT count(*)::int AS subscriptions, count(*) FILTER (WHERE status <> 'cancelled')::int AS open,
                  (SELECT count(*)::int FROM invoice i JOIN subscription x ON x.id = i.subscription_id WHERE x.user_id = $1) AS invoices
             FROM subscription WHERE user_id = $1`,
          [userId],
        )
      ).rows[0];

    it('makes a second subscribe for the site a change of plan from the end of the paid period: no second subscription, no second invoice', async () => {
      const client = await registerClient(server.url);
      const draftId = randomUUID();
      const first = ZCreateSubscriptionResponse.parse((await post(client.agent, { planId: plan('hosting-starter-monthly').id, ...withSite(draftId) })).body);
      const response = await post(client.agent, { planId: plan('hosting-business-monthly').id, ...withSite(draftId) });
      expect(response.status).toBe(201);
      const change = ZCreateSubscriptionResponse.parse(response.body);
      expect(change.outcome).toBe('changed');
      expect(change.subscription.id).toBe(first.subscription.id);
      expect(change.invoice).toEqual(first.invoice);
      expect(change.appliesAt).toBe(first.subscription.currentPeriodEnd);
      // Still Starter until then; Business at $79 from then on.
      expect(change.subscription.plan).toMatchObject({ name: 'Starter', price: 29 });
      expect(change.subscription.nextPlan).toMatchObject({ slug: 'hosting-business-monthly', name: 'Business', price: 79, interval: 'monthly' });
      expect(await counts(client.user.id)).toEqual({ subscriptions: 1, open: 1, invoices: 1 });

      // The plan it has again withdraws the change.
      const back = ZCreateSubscriptionResponse.parse((await post(client.agent, { planId: plan('hosting-starter-monthly').id, ...withSite(draftId) })).body);
      expect(back.outcome).toBe('unchanged');
      expect(back.subscription.nextPlan).toBeNull();
      expect(await counts(client.user.id)).toEqual({ subscriptions: 1, open: 1, invoices: 1 });
    });

    it('leaves one subscription and one invoice when two subscribes for one site arrive at once', async () => {
      const client = await registerClient(server.url);
      const draftId = randomUUID();
      const responses = await Promise.all([
        post(client.agent, { planId: plan('hosting-starter-monthly').id, ...withSite(draftId) }),
        post(client.agent, { planId: plan('hosting-enterprise-yearly').id, ...withSite(draftId) }),
      ]);
      expect(responses.map((response) => response.status)).toEqual([201, 201]);
      const answers = responses.map((response) => ZCreateSubscriptionResponse.parse(response.body));
      expect(answers.map((answer) => answer.outcome).sort()).toEqual(['changed', 'created']);
      expect(new Set(answers.map((answer) => answer.subscription.id)).size).toBe(1);
      expect(await counts(client.user.id)).toEqual({ subscriptions: 1, open: 1, invoices: 1 });
      // The same with no site named: the account's one plan without a site.
      const other = await registerClient(server.url);
      await Promise.all([post(other.agent, { planId: plan('hosting-starter-monthly').id }), post(other.agent, { planId: plan('hosting-business-monthly').id })]);
      expect(await counts(other.user.id)).toEqual({ subscriptions: 1, open: 1, invoices: 1 });
    });

    it('holds the rule in the database: a second open subscription for one site (or for none) is refused by a unique index', async () => {
      const client = await registerClient(server.url);
      const created = ZCreateSubscriptionResponse.parse((await post(client.agent, { planId: plan('hosting-starter-monthly').id, ...withSite(randomUUID()) })).body);
      const bare = ZCreateSubscriptionResponse.parse((await post(client.agent, { planId: plan('hosting-starter-monthly').id, ...withSite(randomUUID()) })).body);
      await db.query('UPDATE subscription SET site_id = NULL WHERE id = $1', [bare.subscription.id]);
      const insert = (siteId: string | null) =>
        db.query(
          `INSERT INTO subscription (user_id, plan_id, plan_slug, plan_name, plan_interval, price_cents, site_id, current_period_end)
           VALUES ($1, $2, 'hosting-starter-monthly', 'Starter', 'monthly', 2900, $3, now() + interval '1 month')`,
          [client.user.id, plan('hosting-starter-monthly').id, siteId],
        );
      await expect(insert(created.siteId)).rejects.toMatchObject({ constraint: 'subscription_one_open_per_site' });
      await expect(insert(null)).rejects.toMatchObject({ constraint: 'subscription_one_open_per_site' });
      // A cancelled subscription is history: a new one for the site may follow it.
      await db.query(`UPDATE subscription SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [created.subscription.id]);
      await expect(insert(created.siteId)).resolves.toBeDefined();
    });

    it('migrates duplicates to one open subscription per site: the paid one kept, the others cancelled, their unpaid invoices void', async () => {
      const client = await registerClient(server.url);
      const siteId = randomUUID();
      // As the database was before the index: three open subscriptions for one site. In a transaction rolled back at the
      // end, so the index is back at once; other suites' writes to the table wait the few milliseconds this holds it.
      await db.query('BEGIN');
      try {
        await db.query('DROP INDEX subscription_one_open_per_site');
        const add = async (status: string, daysAgo: number) => {
          const { rows } = await db.query<{ id: string }>(
            `INSERT INTO subscription (user_id, plan_id, plan_slug, plan_name, plan_interval, price_cents, site_id, status, created_at, current_period_end)
             VALUES ($1, $2, 'hosting-starter-monthly', 'Starter', 'monthly', 2900, $3, $4, now() - make_interval(days => $5), now() + interval '1 month')
             RETURNING id`,
            [client.user.id, plan('hosting-starter-monthly').id, siteId, status, daysAgo],
          );
          const id = rows[0]?.id ?? '';
          await db.query(`INSERT INTO invoice (subscription_id, amount_cents, gst_cents, description, grace_ends_at) VALUES ($1, 2900, 378, 'Starter', now() + interval '14 days')`, [id]);
          return id;
        };
        const paid = await add('active', 3);
        const newer = await add('awaiting_payment', 1);
        const newest = await add('awaiting_payment', 0);
        await db.query(CLOSE_DUPLICATE_SUBSCRIPTIONS);
        const { rows } = await db.query<{ id: string; status: string; invoice: string }>(
          `SELECT s.id, s.status, i.status AS invoice FROM subscription s JOIN invoice i ON i.subscription_id = s.id WHERE s.site_id = $1`,
          [siteId],
        );
        const byId = new Map(rows.map((row) => [row.id, [row.status, row.invoice]]));
        expect(byId.get(paid)).toEqual(['active', 'unpaid']);
        expect(byId.get(newer)).toEqual(['cancelled', 'void']);
        expect(byId.get(newest)).toEqual(['cancelled', 'void']);
      } finally {
        await db.query('ROLLBACK');
      }
    });

    it('lets the owner change the plan from the dashboard: the new price from the end of the paid period; others get 404, bad input 4xx', async () => {
      const owner = await registerClient(server.url);
      const stranger = await registerClient(server.url);
      const { subscription } = ZCreateSubscriptionResponse.parse((await post(owner.agent, { planId: plan('hosting-business-monthly').id })).body);
      const change = (agent: Agent, body: unknown, id = subscription.id) =>
        agent.post(`/api/subscriptions/${id}/plan`).set('content-type', 'application/json').send(JSON.stringify(body));

      const changed = await change(owner.agent, { planId: plan('hosting-enterprise-yearly').id });
      expect(changed.status).toBe(200);
      const body = ZSubscriptionWithInvoices.parse(changed.body);
      expect(body.plan.name).toBe('Business');
      expect(body.nextPlan).toMatchObject({ name: 'Enterprise', interval: 'yearly', price: 1910.4 });
      expect(body.currentPeriodEnd).toBe(subscription.currentPeriodEnd);

      expect((await change(stranger.agent, { planId: plan('hosting-starter-monthly').id })).status).toBe(404);
      expect((await change(owner.agent, { planId: plan('hosting-starter-monthly').id }, randomUUID())).status).toBe(404);
      expect((await change(owner.agent, { planId: plan('hosting-starter-monthly').id }, 'not-an-id')).status).toBe(404);
      const consultation = await change(owner.agent, { planId: plan('consultation-deep-dive').id });
      expect(consultation.status).toBe(400);
      expect(consultation.body.message).toBe(SUBSCRIPTION_MESSAGES.planNotSold);
      const malformed = await change(owner.agent, { planId: 'enterprise' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors).toEqual([{ path: 'planId', message: SUBSCRIPTION_MESSAGES.planRequired }]);
      // None of the refusals changed anything.
      const [after] = ZSubscriptionWithInvoicesList.parse((await owner.agent.get('/api/subscriptions/user')).body);
      expect(after?.nextPlan).toMatchObject({ name: 'Enterprise', interval: 'yearly' });
    });

    it('cancels at the end of the paid period, e-mails that date once, and a new choice of plan carries on', async () => {
      const owner = await registerClient(server.url, { firstName: 'Aroha' });
      const { subscription } = ZCreateSubscriptionResponse.parse((await post(owner.agent, { planId: plan('hosting-starter-monthly').id })).body);
      await owner.agent.post(`/api/subscriptions/${subscription.id}/plan`).set('content-type', 'application/json').send({ planId: plan('hosting-business-monthly').id });
      const cancel = () => owner.agent.post(`/api/subscriptions/${subscription.id}/cancel`).set('content-type', 'application/json').send('{}');
      const first = await cancel();
      expect(first.status).toBe(200);
      const cancelled = ZSubscriptionWithInvoices.parse(first.body);
      expect(cancelled.cancelAt).toBe(subscription.currentPeriodEnd);
      expect(cancelled.status).toBe('awaiting_payment');
      expect(cancelled.nextPlan).toBeNull();
      expect(ZSubscriptionWithInvoices.parse((await cancel()).body).cancelAt).toBe(subscription.currentPeriodEnd);

      const mails = await db.query<{ subject: string; text_body: string; to_address: string }>(
        'SELECT subject, text_body, to_address FROM outbox_email WHERE kind = $1 AND reference = $2',
        [CANCELLED_MAIL_KIND, `subscription:${subscription.id}`],
      );
      expect(mails.rows).toHaveLength(1);
      const endsOn = formatNzDateInWords(new Date(subscription.currentPeriodEnd));
      expect(mails.rows[0]?.to_address).toBe(owner.email);
      expect(mails.rows[0]?.subject).toBe(`Your Starter plan ends on ${endsOn}`);
      expect(mails.rows[0]?.text_body).toContain('Kia ora Aroha,');
      expect(mails.rows[0]?.text_body).toContain(`Your website stays live until then. After ${endsOn}`);

      expect((await (await registerClient(server.url)).agent.post(`/api/subscriptions/${subscription.id}/cancel`).set('content-type', 'application/json').send('{}')).status).toBe(404);
      // Subscribing again (the builder's plan page) withdraws the cancellation.
      const again = ZCreateSubscriptionResponse.parse((await post(owner.agent, { planId: plan('hosting-starter-monthly').id })).body);
      expect(again.outcome).toBe('unchanged');
      expect(again.subscription.cancelAt).toBeNull();
    });
  });
});
