import { randomUUID } from 'node:crypto';
import https from 'node:https';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import request from 'supertest';
import { ZSite, ZWebsiteTemplate, type TSite } from '@agency/contracts';
import { DeploymentsService } from '../src/sites/deployments.service';
import { startCaddyFront, type CaddyFront } from './caddy-front';
import { DnsTestServer } from './dns-test-server';
import { BEHIND_LOOPBACK_PROXY, registerClient, startAdminTestApp, type Agent, type AdminTestApp } from './test-app';

const TARGET_IP = '203.0.113.10';
const SETTINGS: Record<string, string> = { SITES_TARGET_IP: TARGET_IP, DOMAIN_CHECK_SECONDS: '0' };

interface HttpsAnswer {
  status: number;
  body: string;
  certificate: PeerCertificate;
}

/**
 * A customer's domain over HTTPS through Caddy with the project's deploy/Caddyfile: on-demand TLS asks the API
 * (GET /api/sites/tls-allowed) at the first handshake, and Caddy's local CA (CERT_ISSUER=internal, the only change
 * from production besides ports) signs what is allowed. The client resolves the domain to Caddy on loopback and
 * trusts that CA's root only.
 */
describe('a published site on its own domain over HTTPS through Caddy', () => {
  let dns: DnsTestServer;
  let app: AdminTestApp;
  let caddy: CaddyFront;
  let deployments: DeploymentsService;
  let templateId: string;
  let rootCertificate: string;

  beforeAll(async () => {
    dns = await DnsTestServer.start();
    // The sites module reads its settings from the process environment at start.
    const saved = { ...process.env };
    Object.assign(process.env, SETTINGS, { DNS_SERVERS: dns.address });
    try {
      app = await startAdminTestApp({ ...BEHIND_LOOPBACK_PROXY });
    } finally {
      for (const key of [...Object.keys(SETTINGS), 'DNS_SERVERS']) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
    deployments = app.server.app.get(DeploymentsService);
    templateId = ZWebsiteTemplate.array().parse((await request(app.server.url).get('/api/website-templates')).body)[0]?.id ?? '';
    caddy = await startCaddyFront([app.server.url]);
    rootCertificate = await caddy.rootCertificate();
  });
  afterAll(async () => {
    await caddy?.close();
    await deployments?.idle();
    await app?.close();
    await dns?.close();
  });

  /** GET https://<domain>/ as a browser whose DNS points the domain at this machine. */
  function fetchOverHttps(domain: string): Promise<HttpsAnswer> {
    return new Promise((resolve, reject) => {
      const outgoing = https.get(
        {
          host: '127.0.0.1',
          port: caddy.httpsPort,
          servername: domain,
          path: '/',
          headers: { host: domain, 'accept-encoding': 'identity' },
          ca: rootCertificate,
          agent: false,
        },
        (answer) => {
          const certificate = (answer.socket as TLSSocket).getPeerCertificate();
          let body = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (body += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body, certificate }));
        },
      );
      outgoing.on('error', reject);
    });
  }

  async function publishOnExistingDomain(agent: Agent, domain: string): Promise<TSite> {
    const plans = (await request(app.server.url).get('/api/subscription-plans')).body as { id: string }[];
    expect((await agent.post('/api/subscriptions').set('content-type', 'application/json').send({ planId: plans[0]?.id })).status).toBe(201);
    const tag = randomUUID().slice(0, 8);
    const started = await agent
      .post('/api/sites/publish')
      .set('content-type', 'application/json')
      .send({
        draftId: randomUUID(),
        templateId,
        businessInfo: { businessName: `Harbour Physio ${tag}`, businessType: 'Other', description: 'Physiotherapy on the waterfront.', phone: '021 123 4567', email: `physio-${tag}@example.co.nz`, services: ['Sports injuries'] },
        domain: { kind: 'existing', name: domain },
      });
    expect(started.status).toBe(202);
    await deployments.idle();
    const site = await agent.get(`/api/sites/${started.body.siteId as string}`);
    return ZSite.parse(site.body);
  }

  it('serves a verified domain with a certificate for it, and gives a pending one no certificate', async () => {
    const owner = await registerClient(app.server.url);
    const domain = `physio${randomUUID().slice(0, 8)}.co.nz`;
    const site = await publishOnExistingDomain(owner.agent, domain);
    expect(site.domainClaim?.status).toBe('pending');

    // Not verified yet: the ask answers 404, so the handshake fails and nothing is served on that name.
    await expect(fetchOverHttps(domain)).rejects.toThrow(/alert|socket hang up|ECONNRESET/i);

    dns.set(`_kea-verify.${domain}`, { txt: [site.domainClaim?.verification.value ?? ''] });
    dns.set(domain, { a: [TARGET_IP] });
    const verified = await owner.agent.post(`/api/sites/${site.id}/domain/verify`).set('origin', 'http://agency.test');
    expect(verified.body).toMatchObject({ result: 'verified' });

    const page = await fetchOverHttps(domain);
    expect(page.status).toBe(200);
    expect(page.body).toContain(site.businessInfo.businessName);
    expect(page.certificate.subjectaltname).toBe(`DNS:${domain}`);

    // Another unverified name on the same address still gets none.
    await expect(fetchOverHttps(`other${randomUUID().slice(0, 8)}.co.nz`)).rejects.toThrow(/alert|socket hang up|ECONNRESET/i);
  });
});
