import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  DOMAIN_ORDER_MESSAGES,
  SITES_MESSAGES,
  ZCrmDomainOrder,
  ZDomainTargets,
  ZSite,
  ZSubscriptionWithInvoices,
  type TSite,
} from '@agency/contracts';
import { businessInfo, send, TEST_TARGET_IP, useSitesTestApp } from '../../test/sites-test-kit';
import { registerClient, type Agent } from '../../test/test-app';
import { DomainVerificationService } from './domain-verification.service';
import { loadSitesConfig } from './sites.config';

/**
 * A bought domain is an order (issue 35): an invoice line, a row in the CRM's 'Domain orders', and nothing served or
 * certified until staff mark it registered and DNS proves it points here, against a real DNS server on loopback.
 */
describe('domain orders: buying a domain through the builder', () => {
  const { kit, template, subscribedClient } = useSitesTestApp();

  const uniqueName = () => `aroha${randomUUID().slice(0, 8)}`;
  const byHost = (domain: string) => request(kit.server.url).get('/').set('host', domain).set('accept-encoding', 'identity');
  const tlsAsk = (domain: string) => request(kit.server.url).get(`/api/sites/tls-allowed?domain=${domain}`);
  const site = async (agent: Agent, id: string): Promise<TSite> => ZSite.parse((await agent.get(`/api/sites/${id}`)).body);

  async function publish(agent: Agent, domain: { kind: 'purchase' | 'existing'; name: string }) {
    const started = await send(agent, 'post', '/api/sites/publish', { draftId: randomUUID(), templateId: template().id, businessInfo: businessInfo(), domain });
    return started;
  }

  async function ordersFor(domain: string, status = 'ordered') {
    const response = await kit.admin.get(`/api/crm/domain-orders?status=${status}`);
    expect(response.status).toBe(200);
    return ZCrmDomainOrder.array().parse(response.body).filter((order) => order.domain === domain);
  }

  it('a purchase is an order with a yearly invoice in NZD; the site stays at its slug, the domain is neither served nor certified', async () => {
    const owner = await subscribedClient();
    const domain = `${uniqueName()}.co.nz`;
    const started = await publish(owner.agent, { kind: 'purchase', name: domain });
    expect(started.status).toBe(202);
    expect(started.body.domain).toBeNull();
    await kit.deployments.idle();

    const published = await site(owner.agent, started.body.siteId as string);
    expect(published).toMatchObject({ domain: null, domainKind: null, domainClaim: null, domainOrder: { domain, status: 'ordered', price: 24.99, currency: 'NZD' } });
    expect((await request(kit.server.url).get(`/sites/${published.slug}/`)).status).toBe(200);
    expect((await byHost(domain)).text).not.toContain(published.businessInfo.businessName);
    expect((await tlsAsk(domain)).status).toBe(404);

    const [subscription] = ZSubscriptionWithInvoices.array().parse((await owner.agent.get('/api/subscriptions/user')).body);
    const domainInvoice = subscription?.invoices.find((invoice) => invoice.kind === 'domain');
    expect(domainInvoice).toMatchObject({ description: `Domain ${domain} (1 year)`, amount: 24.99, currency: 'NZD', status: 'unpaid' });
    // The domain's invoice never decides whether the site is served.
    await kit.db.query("UPDATE invoice SET grace_ends_at = now() - interval '1 second', due_at = now() - interval '2 seconds', issued_at = now() - interval '3 seconds' WHERE kind = 'domain' AND subscription_id = $1", [subscription?.id]);
    expect((await request(kit.server.url).get(`/sites/${published.slug}/`)).status).toBe(200);

    // The registrar (and this server) hold the name now: nobody else can order it.
    const search = (await request(kit.server.url).get(`/api/domains/search?q=${domain}`)).body as { domain: string; availability: string }[];
    expect(search.find((result) => result.domain === domain)?.availability).toBe('taken');
    const other = await subscribedClient();
    const refused = await publish(other.agent, { kind: 'purchase', name: domain });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SITES_MESSAGES.domainTaken);

    const [order] = await ordersFor(domain);
    expect(order).toMatchObject({ status: 'ordered', client: { email: owner.email }, invoice: { status: 'unpaid' }, registeredBy: null });
    // Before registration, staff see where it must point; the TXT proof comes with the registration.
    expect(order?.records).toEqual([
      { type: 'A', host: '@', name: domain, value: TEST_TARGET_IP },
      { type: 'A', host: 'www', name: `www.${domain}`, value: TEST_TARGET_IP },
    ]);
  });

  it('staff mark it registered: the DNS claim opens; served by Host and certified only once DNS proves it, then as a bought domain', async () => {
    const owner = await subscribedClient();
    const domain = `${uniqueName()}.com`;
    const started = await publish(owner.agent, { kind: 'purchase', name: domain });
    await kit.deployments.idle();
    const [order] = await ordersFor(domain);

    const registered = await kit.admin.post(`/api/crm/domain-orders/${order?.id}/registered`).set('origin', kit.server.url);
    expect(registered.status).toBe(200);
    expect(ZCrmDomainOrder.parse(registered.body)).toMatchObject({ status: 'registered', registeredBy: expect.any(String) });
    expect(registered.body.records[0]).toMatchObject({ type: 'TXT', host: '_kea-verify', name: `_kea-verify.${domain}` });
    // Idempotent: pressed twice, the same answer.
    expect((await kit.admin.post(`/api/crm/domain-orders/${order?.id}/registered`).set('origin', kit.server.url)).body).toEqual(registered.body);
    expect((await kit.admin.post(`/api/crm/domain-orders/${order?.id}/cancelled`).set('origin', kit.server.url)).status).toBe(409);

    const pending = await site(owner.agent, started.body.siteId as string);
    expect(pending).toMatchObject({ domain: null, domainOrder: { status: 'registered' }, domainClaim: { domain, status: 'pending' } });
    expect((await byHost(domain)).text).not.toContain(pending.businessInfo.businessName);

    kit.dns.set(`_kea-verify.${domain}`, { txt: [pending.domainClaim?.verification.value ?? ''] });
    kit.dns.set(domain, { a: [TEST_TARGET_IP] });
    await kit.db.query("UPDATE site_domain_claim SET next_check_at = now() WHERE domain = $1", [domain]);
    await kit.server.app.get(DomainVerificationService).checkDue();
    expect(await site(owner.agent, pending.id)).toMatchObject({ domain, domainKind: 'purchase', domainClaim: { status: 'verified' } });
    expect((await byHost(domain)).text).toContain(pending.businessInfo.businessName);
    expect((await tlsAsk(domain)).status).toBe(200);
  });

  it('cancelling an order voids its invoice; a new purchase for the site replaces an order still waiting', async () => {
    const owner = await subscribedClient();
    const first = `${uniqueName()}.nz`;
    const started = await publish(owner.agent, { kind: 'purchase', name: first });
    await kit.deployments.idle();
    const siteId = started.body.siteId as string;

    const second = `${uniqueName()}.org`;
    const again = await send(owner.agent, 'post', `/api/sites/${siteId}/deploy`, { domain: { kind: 'purchase', name: second } });
    expect(again.status).toBe(202);
    await kit.deployments.idle();
    expect((await site(owner.agent, siteId)).domainOrder).toMatchObject({ domain: second, status: 'ordered', price: 9.99 });
    expect(await ordersFor(first, 'cancelled')).toHaveLength(1);

    const [order] = await ordersFor(second);
    const cancelled = await kit.admin.post(`/api/crm/domain-orders/${order?.id}/cancelled`).set('origin', kit.server.url);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', invoice: { status: 'void' } });
    const { rows } = await kit.db.query<{ status: string }>(
      'SELECT i.status FROM invoice i JOIN domain_order o ON o.id = i.domain_order_id WHERE o.site_id = $1 ORDER BY i.issued_at',
      [siteId],
    );
    expect(rows.map((row) => row.status)).toEqual(['void', 'void']);
    // A cancelled name is free again.
    const search = (await request(kit.server.url).get(`/api/domains/search?q=${second}`)).body as { domain: string; available: boolean }[];
    expect(search.find((result) => result.domain === second)?.available).toBe(true);
  });

  it('refuses a registered name (it has name servers) and one DNS cannot answer for, storing nothing', async () => {
    const owner = await subscribedClient();
    const taken = `${uniqueName()}.co.nz`;
    const silent = `${uniqueName()}.co.nz`;
    kit.dns.set(taken, { ns: ['ns1.registry.example'] });
    kit.dns.set(silent, { rcode: 'SERVFAIL' });
    const refused = await publish(owner.agent, { kind: 'purchase', name: taken });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SITES_MESSAGES.domainTaken);
    const unknown = await publish(owner.agent, { kind: 'purchase', name: silent });
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe(SITES_MESSAGES.domainUnchecked);
    const { rows } = await kit.db.query('SELECT 1 FROM domain_order WHERE domain = ANY($1::text[])', [[taken, silent]]);
    expect(rows).toHaveLength(0);
  });

  it("an account whose plan names another of its sites still orders a domain for a new draft: the invoice goes on that plan", async () => {
    const owner = await registerClient(kit.server.url);
    const plans = (await request(kit.server.url).get('/api/subscription-plans')).body as { id: string }[];
    // The plan is bought with a site saved from the builder (no draft id), then a new draft is published.
    const subscribed = await send(owner.agent, 'post', '/api/subscriptions', { planId: plans[0]?.id, templateId: template().id, businessInfo: businessInfo() });
    expect(subscribed.status).toBe(201);
    const domain = `${uniqueName()}.co.nz`;
    const started = await publish(owner.agent, { kind: 'purchase', name: domain });
    expect(started.status).toBe(202);
    await kit.deployments.idle();
    const { rows } = await kit.db.query<{ subscription_id: string }>(
      'SELECT i.subscription_id FROM invoice i JOIN domain_order o ON o.id = i.domain_order_id WHERE o.domain = $1',
      [domain],
    );
    expect(rows).toEqual([{ subscription_id: subscribed.body.subscription.id }]);
  });

  it('two owners ordering one name at once: one order, the other told it is taken', async () => {
    const [a, b] = await Promise.all([subscribedClient(), subscribedClient()]);
    const domain = `${uniqueName()}.com`;
    const answers = await Promise.all([publish(a.agent, { kind: 'purchase', name: domain }), publish(b.agent, { kind: 'purchase', name: domain })]);
    await kit.deployments.idle();
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const { rows } = await kit.db.query("SELECT 1 FROM domain_order WHERE domain = $1 AND status <> 'cancelled'", [domain]);
    expect(rows).toHaveLength(1);
  });

  it('CRM orders: admins only, a clear 400 for a wrong status, 404 for an unknown order', async () => {
    const owner = await subscribedClient();
    expect((await owner.agent.get('/api/crm/domain-orders')).status).toBe(403);
    const bad = await kit.admin.get('/api/crm/domain-orders?status=bought');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Status must be one of');
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await kit.admin.post(`/api/crm/domain-orders/${id}/registered`).set('origin', kit.server.url);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(DOMAIN_ORDER_MESSAGES.notFound);
    }
  });

  it('GET /api/domains/targets: the root A record and www, never a loopback or private address', async () => {
    const targets = ZDomainTargets.parse((await request(kit.server.url).get('/api/domains/targets')).body);
    expect(targets).toEqual({
      configured: true,
      records: [
        { type: 'A', host: '@', name: '@', value: TEST_TARGET_IP },
        { type: 'A', host: 'www', name: 'www', value: TEST_TARGET_IP },
      ],
    });
    // Configuration: no address, or one that cannot work from the internet, means custom domains are not set up.
    for (const ip of [undefined, '127.0.0.1', '10.0.0.5', '192.168.1.20', '172.20.0.1', '169.254.1.1']) {
      const config = loadSitesConfig({ SITES_TARGET_IP: ip, PUBLIC_URL: 'http://localhost:3000' });
      expect(config.targets).toBeNull();
      expect(config.targetsWarning).toMatch(/SITES_TARGET_IP/);
    }
    // localhost is never a CNAME target; a real host name is, with AAAA when an IPv6 address is given.
    expect(loadSitesConfig({ SITES_TARGET_IP: TEST_TARGET_IP, PUBLIC_URL: 'http://localhost:3000' }).targets).toEqual({ ipv4: TEST_TARGET_IP, ipv6: undefined, host: undefined });
    expect(loadSitesConfig({ SITES_TARGET_IP: TEST_TARGET_IP, SITES_TARGET_IPV6: '2001:db8::10', PUBLIC_URL: 'https://kea.example.co.nz' }).targets).toEqual({
      ipv4: TEST_TARGET_IP,
      ipv6: '2001:db8::10',
      host: 'kea.example.co.nz',
    });
  });
});
