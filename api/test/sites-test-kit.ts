import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import request from 'supertest';
import { ZDeployment, ZSite, ZWebsiteTemplate, type TBusinessInfoInput, type TWebsiteTemplate } from '@agency/contracts';
import { type Agent, registerClient, startAdminTestApp, type TestApp } from './test-app';
import { DeploymentsService } from '../src/sites/deployments.service';
import { DnsTestServer } from './dns-test-server';

/** Where these files' servers tell clients to point their domains (a documentation address). */
export const TEST_TARGET_IP = '203.0.113.10';

/** Shared by the sites module's test files: one server per file, with names reserved for the domain checks. */
export function send(agent: Agent | ReturnType<typeof request>, method: 'post' | 'put', path: string, body: unknown) {
  return agent[method](path).set('content-type', 'application/json').send(JSON.stringify(body));
}

/** Business info with a name no other test uses, so slugs and domains never collide across runs. */
export function businessInfo(overrides: Partial<TBusinessInfoInput> = {}): TBusinessInfoInput {
  const tag = randomUUID().slice(0, 8);
  return {
    businessName: `Kiwi Plumbing ${tag}`,
    businessType: 'Plumbing Services',
    description: 'Leaks fixed fast across Auckland.',
    phone: '021 123 4567',
    email: `kiwi-${tag}@example.co.nz`,
    services: ['Leak Detection', 'Drain Cleaning', 'Gas Fitting', 'Hot Water Cylinders'],
    ...overrides,
  };
}

/** The names RESERVED_DOMAINS holds for these files' servers. */
export const RESERVED_TEST_DOMAINS = ['google.com', 'reservedname.net'] as const;

export interface SitesTestKit {
  server: TestApp;
  db: Client;
  /** A signed-in admin (the CRM's calls). */
  admin: Agent;
  deployments: DeploymentsService;
  templates: TWebsiteTemplate[];
  /** The DNS the server asks: unknown names answer NXDOMAIN (free to buy); tests add records. */
  dns: DnsTestServer;
}

/**
 * Starts a server for the calling test file (beforeAll/afterAll) and returns the file's kit, filled in once the server
 * is up, with the steps most tests take: a subscribed client, a site draft, a finished deployment.
 */
export function useSitesTestApp() {
  const kit = {} as SitesTestKit;
  let close: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    kit.dns = await DnsTestServer.start();
    // Read by the sites module's own config (as LEADS_* are), so it is set for this file's server only.
    const settings = { RESERVED_DOMAINS: RESERVED_TEST_DOMAINS.join(','), DNS_SERVERS: kit.dns.address, SITES_TARGET_IP: TEST_TARGET_IP };
    Object.assign(process.env, settings);
    const started = await startAdminTestApp().finally(() => {
      for (const key of Object.keys(settings)) delete process.env[key];
    });
    Object.assign(kit, { server: started.server, db: started.db, admin: started.admin });
    close = started.close;
    kit.deployments = started.server.app.get(DeploymentsService);
    kit.templates = ZWebsiteTemplate.array().parse((await request(started.server.url).get('/api/website-templates')).body);
  });
  afterAll(async () => {
    await kit.deployments?.idle();
    await close();
    await kit.dns?.close();
  });

  const template = () => kit.templates[0] as TWebsiteTemplate;

  /** A signed-in client with a subscription (awaiting payment, as the invoice default leaves it). */
  async function subscribedClient() {
    const client = await registerClient(kit.server.url);
    const plans = (await request(kit.server.url).get('/api/subscription-plans')).body as { id: string }[];
    const response = await send(client.agent, 'post', '/api/subscriptions', { planId: plans[0]?.id });
    expect(response.status).toBe(201);
    return client;
  }

  async function createSite(agent: Agent, info: TBusinessInfoInput = businessInfo(), templateId = template().id) {
    const response = await send(agent, 'post', '/api/sites', { templateId, businessInfo: info });
    expect(response.status).toBe(201);
    return ZSite.parse(response.body);
  }

  async function deployAndWait(agent: Agent, siteId: string, domain?: { kind: 'purchase' | 'existing'; name: string }) {
    const started = await send(agent, 'post', `/api/sites/${siteId}/deploy`, domain ? { domain } : {});
    expect(started.status).toBe(202);
    expect(ZDeployment.parse(started.body).status).toBe('configuring');
    await kit.deployments.idle();
    const done = await agent.get(`/api/sites/${siteId}/deployments/${started.body.id}`);
    expect(done.status).toBe(200);
    return ZDeployment.parse(done.body);
  }

  /** DNS proves `domain` for the site (its TXT token, the root's A record to the target) and the owner presses Verify. */
  async function proveDomain(agent: Agent, siteId: string, domain: string) {
    const site = ZSite.parse((await agent.get(`/api/sites/${siteId}`)).body);
    kit.dns.set(`_kea-verify.${domain}`, { txt: [site.domainClaim?.verification.value ?? ''] });
    kit.dns.set(domain, { a: [TEST_TARGET_IP] });
    const verified = await agent.post(`/api/sites/${siteId}/domain/verify`).set('origin', kit.server.url);
    expect(verified.body).toMatchObject({ result: 'verified' });
  }

  const countRows = async (sql: string, params: unknown[]) => (await kit.db.query<{ n: number }>(sql, params)).rows[0]?.n;

  return { kit, template, subscribedClient, createSite, deployAndWait, proveDomain, countRows };
}
