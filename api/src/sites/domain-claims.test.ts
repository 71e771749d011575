import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import {
  DOMAIN_CLAIM_MESSAGES,
  SITES_MESSAGES,
  ZDomainVerifyResult,
  ZSite,
  ZTlsAllowed,
  ZWebsiteTemplate,
  type TBusinessInfoInput,
  type TSite,
} from '@agency/contracts';
import { DnsTestServer } from '../../test/dns-test-server';
import { type Agent, registerClient, startAdminTestApp, type TestApp } from '../../test/test-app';
import { DeploymentsService } from './deployments.service';
import { DomainVerificationService } from './domain-verification.service';

const TARGET_IP = '203.0.113.10';
const TARGET_HOST = 'sites.agency.test';
const TLS_LIMIT = 6;
const VERIFY_LIMIT = 6;
const SETTINGS: Record<string, string> = {
  SITES_TARGET_IP: TARGET_IP,
  SITES_TARGET_HOST: TARGET_HOST,
  DOMAIN_CHECK_SECONDS: '0',
  TLS_ASK_RATE_LIMIT: String(TLS_LIMIT),
  DOMAIN_VERIFY_RATE_LIMIT: String(VERIFY_LIMIT),
  DNS_TIMEOUT_MS: '300',
};

function businessInfo(): TBusinessInfoInput {
  const tag = randomUUID().slice(0, 8);
  return {
    businessName: `Harbour Physio ${tag}`,
    businessType: 'Other',
    description: 'Physiotherapy on the waterfront.',
    phone: '021 123 4567',
    email: `physio-${tag}@example.co.nz`,
    services: ['Sports injuries'],
  };
}

/**
 * Domain ownership (issues 26, 35): 'Use existing domain' is pending until the TXT record `_kea-verify.<domain>` holds
 * the claim's token and the domain points here, checked against a real DNS server on loopback (dns2).
 */
describe('domain ownership: pending claims, DNS verification, serving by Host and the TLS ask', () => {
  let server: TestApp;
  let db: Client;
  let close: () => Promise<void>;
  let dns: DnsTestServer;
  let deployments: DeploymentsService;
  let verification: DomainVerificationService;
  let templateId: string;

  beforeAll(async () => {
    dns = await DnsTestServer.start();
    const saved = { ...process.env };
    Object.assign(process.env, SETTINGS, { DNS_SERVERS: dns.address });
    try {
      ({ server, db, close } = await startAdminTestApp());
    } finally {
      for (const key of [...Object.keys(SETTINGS), 'DNS_SERVERS']) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
    deployments = server.app.get(DeploymentsService);
    verification = server.app.get(DomainVerificationService);
    templateId = ZWebsiteTemplate.array().parse((await request(server.url).get('/api/website-templates')).body)[0]?.id ?? '';
  });
  afterAll(async () => {
    await deployments.idle();
    await close();
    await dns.close();
  });

  async function subscribedClient() {
    const client = await registerClient(server.url);
    const plans = (await request(server.url).get('/api/subscription-plans')).body as { id: string }[];
    const response = await client.agent.post('/api/subscriptions').set('content-type', 'application/json').send({ planId: plans[0]?.id });
    expect(response.status).toBe(201);
    return client;
  }

  /** Publishes a new draft on `domain` and waits for it to be live. */
  async function publish(agent: Agent, domain: { kind: 'purchase' | 'existing'; name: string }, info = businessInfo()) {
    const started = await agent
      .post('/api/sites/publish')
      .set('content-type', 'application/json')
      .send({ draftId: randomUUID(), templateId, businessInfo: info, domain });
    expect(started.status).toBe(202);
    await deployments.idle();
    return site(agent, started.body.siteId as string);
  }

  async function site(agent: Agent, id: string): Promise<TSite> {
    const response = await agent.get(`/api/sites/${id}`);
    expect(response.status).toBe(200);
    return ZSite.parse(response.body);
  }

  const verify = (agent: Agent, siteId: string) => agent.post(`/api/sites/${siteId}/domain/verify`).set('origin', server.url);
  const byHost = (domain: string) => request(server.url).get('/').set('host', domain).set('accept-encoding', 'identity');
  /** The ask as Caddy makes it; the counter is cleared first unless the test is about the limit. */
  async function tlsAsk(domain: string, clear = true) {
    if (clear) await db.query("DELETE FROM rate_limit_counter WHERE key LIKE 'sites:tls-ask:%'");
    return request(server.url).get(`/api/sites/tls-allowed?domain=${encodeURIComponent(domain)}`);
  }
  const uniqueDomain = () => `physio${randomUUID().slice(0, 8)}.co.nz`;

  it('publishes an existing domain at /sites/{slug}/ at once, pending with the TXT record and the A/CNAME target; not served by Host, no certificate', async () => {
    const owner = await subscribedClient();
    const domain = uniqueDomain();
    const published = await publish(owner.agent, { kind: 'existing', name: domain.toUpperCase() });

    expect(published).toMatchObject({ domain: null, domainKind: null, liveUrl: `/sites/${published.slug}/` });
    const claim = published.domainClaim;
    expect(claim).toMatchObject({ domain, status: 'pending', verifiedAt: null, lastResult: null });
    expect(claim?.verification.name).toBe(`_kea-verify.${domain}`);
    expect(claim?.verification.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The root's A record to the target address and www's CNAME to the target host, never a CNAME on the root.
    expect(claim?.verification).toMatchObject({ type: 'TXT', host: '_kea-verify', state: 'unchecked', required: true });
    expect(claim?.targets).toEqual([
      { type: 'A', host: '@', name: domain, value: TARGET_IP, state: 'unchecked', found: [], required: true },
      { type: 'CNAME', host: 'www', name: `www.${domain}`, value: TARGET_HOST, state: 'unchecked', found: [], required: false },
    ]);
    expect(Date.parse(claim?.expiresAt ?? '') - Date.parse(claim?.createdAt ?? '')).toBe(72 * 3600 * 1000);

    expect((await request(server.url).get(`/sites/${published.slug}/`)).text).toContain(published.businessInfo.businessName);
    expect((await byHost(domain)).text).not.toContain(published.businessInfo.businessName);
    expect((await tlsAsk(domain)).status).toBe(404);

    // Publishing again (with or without the domain) keeps the same claim, so a record already added stays right.
    for (const body of [{}, { domain: { kind: 'existing', name: domain } }]) {
      expect((await owner.agent.post(`/api/sites/${published.id}/deploy`).set('content-type', 'application/json').send(body)).status).toBe(202);
      await deployments.idle();
      expect((await site(owner.agent, published.id)).domainClaim).toEqual(claim);
    }
  });

  it('Verify: no record, a wrong token and a failing DNS server each say so and stay pending; the right token verifies, serves by Host and allows a certificate', async () => {
    const owner = await subscribedClient();
    const domain = uniqueDomain();
    const published = await publish(owner.agent, { kind: 'existing', name: domain });
    const token = published.domainClaim?.verification.value ?? '';

    const none = await verify(owner.agent, published.id);
    expect(none.status).toBe(200);
    expect(ZDomainVerifyResult.parse(none.body)).toMatchObject({ result: 'no_record', message: DOMAIN_CLAIM_MESSAGES.noRecord(domain) });
    expect(none.body.claim).toMatchObject({ status: 'pending', lastResult: 'no_record' });

    dns.set(`_kea-verify.${domain}`, { txt: ['someone-elses-token-0000000000000000'] });
    const wrong = await verify(owner.agent, published.id);
    expect(wrong.body).toMatchObject({ result: 'wrong_token', message: DOMAIN_CLAIM_MESSAGES.wrongToken(domain), claim: { status: 'pending' } });

    dns.set(`_kea-verify.${domain}`, { rcode: 'SERVFAIL' });
    const failing = await verify(owner.agent, published.id);
    expect(failing.body).toMatchObject({ result: 'dns_error', message: DOMAIN_CLAIM_MESSAGES.dnsError, claim: { status: 'pending' } });
    expect((await site(owner.agent, published.id)).domain).toBeNull();

    // The token alone is not enough: the domain must point here too, and each record says what was found.
    dns.set(`_kea-verify.${domain}`, { txt: ['v=other-record', token] });
    dns.set(domain, { a: ['198.51.100.7'] });
    const elsewhere = await verify(owner.agent, published.id);
    expect(ZDomainVerifyResult.parse(elsewhere.body)).toMatchObject({
      result: 'not_pointed',
      message: DOMAIN_CLAIM_MESSAGES.notPointed(domain),
      pointsHere: false,
      claim: { status: 'pending', lastResult: 'not_pointed', verification: { state: 'found' } },
    });
    expect(elsewhere.body.claim.targets).toMatchObject([
      { type: 'A', state: 'wrong', found: ['198.51.100.7'] },
      { type: 'CNAME', state: 'missing', found: [] },
    ]);
    expect((await byHost(domain)).text).not.toContain(published.businessInfo.businessName);
    expect((await tlsAsk(domain)).status).toBe(404);

    dns.set(domain, { a: [TARGET_IP] });
    dns.set(`www.${domain}`, { cname: TARGET_HOST });
    const right = await verify(owner.agent, published.id);
    expect(ZDomainVerifyResult.parse(right.body)).toMatchObject({
      result: 'verified',
      message: DOMAIN_CLAIM_MESSAGES.verified,
      pointsHere: true,
      claim: { domain, status: 'verified', lastResult: 'verified' },
    });
    expect(right.body.claim.targets).toMatchObject([
      { type: 'A', state: 'found' },
      { type: 'CNAME', state: 'found' },
    ]);
    expect(await site(owner.agent, published.id)).toMatchObject({ domain, domainKind: 'existing', domainClaim: { status: 'verified' } });
    expect((await byHost(domain)).text).toContain(published.businessInfo.businessName);
    // www answers with the domain itself, and may have a certificate for that.
    const www = await byHost(`www.${domain}`);
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe(`https://${domain}/`);
    expect((await tlsAsk(`www.${domain}`)).status).toBe(200);
    const allowed = await tlsAsk(domain.toUpperCase());
    expect(allowed.status).toBe(200);
    expect(ZTlsAllowed.parse(allowed.body)).toEqual({ domain, allowed: true });
    // Verify again: still verified, nothing changes.
    expect((await verify(owner.agent, published.id)).body).toMatchObject({ result: 'verified' });
  });

  it('a record added later is picked up by the background re-check, which backs off while it finds nothing', async () => {
    const owner = await subscribedClient();
    const domain = uniqueDomain();
    const published = await publish(owner.agent, { kind: 'existing', name: domain });
    dns.set(domain, { cname: TARGET_HOST });
    const due = () => db.query("UPDATE site_domain_claim SET next_check_at = now() - interval '1 second' WHERE domain = $1", [domain]);
    const row = async () =>
      (
        await db.query<{ status: string; attempts: number; last_result: string | null; wait: number }>(
          'SELECT status, attempts, last_result, extract(epoch FROM next_check_at - now())::int AS wait FROM site_domain_claim WHERE domain = $1',
          [domain],
        )
      ).rows[0];

    // Not due yet (first check a minute after the claim): nothing happens to it.
    await verification.checkDue();
    expect(await row()).toMatchObject({ attempts: 0, last_result: null });

    await due();
    await verification.checkDue();
    const first = await row();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_result: 'no_record' });
    await due();
    await verification.checkDue();
    const second = await row();
    expect(second?.attempts).toBe(2);
    expect(second?.wait).toBeGreaterThan(first?.wait ?? 0);

    dns.set(`_kea-verify.${domain}`, { txt: [published.domainClaim?.verification.value ?? ''] });
    await due();
    await verification.checkDue();
    expect(await row()).toMatchObject({ status: 'verified', last_result: 'verified' });
    expect((await site(owner.agent, published.id)).domain).toBe(domain);
    expect((await byHost(domain)).text).toContain(published.businessInfo.businessName);
  });

  it('claims of two accounts wait side by side; the first to verify wins, the other is told it is taken, and a third cannot publish on it (409)', async () => {
    const domain = uniqueDomain();
    const first = await subscribedClient();
    const second = await subscribedClient();
    const firstSite = await publish(first.agent, { kind: 'existing', name: domain });
    const secondSite = await publish(second.agent, { kind: 'existing', name: domain });
    expect(secondSite.domainClaim?.status).toBe('pending');

    dns.set(`_kea-verify.${domain}`, { txt: [secondSite.domainClaim?.verification.value ?? ''] });
    dns.set(domain, { a: [TARGET_IP] });
    expect((await verify(second.agent, secondSite.id)).body).toMatchObject({ result: 'verified', pointsHere: true, message: DOMAIN_CLAIM_MESSAGES.verified });

    const lost = await verify(first.agent, firstSite.id);
    expect(lost.status).toBe(409);
    expect(lost.body.message).toBe(DOMAIN_CLAIM_MESSAGES.taken);
    expect(await site(first.agent, firstSite.id)).toMatchObject({ domain: null, domainClaim: { status: 'expired' } });

    const third = await subscribedClient();
    const refused = await third.agent
      .post('/api/sites/publish')
      .set('content-type', 'application/json')
      .send({ draftId: randomUUID(), templateId, businessInfo: businessInfo(), domain: { kind: 'existing', name: domain } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SITES_MESSAGES.domainTaken);
    expect((await byHost(domain)).text).toContain(secondSite.businessInfo.businessName);
  });

  it('a pending claim expires after 72 hours: Verify says so, the re-check marks it, and publishing again gives a new code', async () => {
    const owner = await subscribedClient();
    const domain = uniqueDomain();
    const info = businessInfo();
    const published = await publish(owner.agent, { kind: 'existing', name: domain }, info);
    const oldToken = published.domainClaim?.verification.value;
    dns.set(`_kea-verify.${domain}`, { txt: [oldToken ?? ''] });
    await db.query("UPDATE site_domain_claim SET created_at = now() - interval '72 hours 1 second' WHERE domain = $1", [domain]);

    expect((await site(owner.agent, published.id)).domainClaim?.status).toBe('expired');
    const late = await verify(owner.agent, published.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(DOMAIN_CLAIM_MESSAGES.expired);
    await verification.checkDue();
    const { rows } = await db.query<{ status: string }>('SELECT status FROM site_domain_claim WHERE domain = $1', [domain]);
    expect(rows).toEqual([{ status: 'expired' }]);
    expect((await site(owner.agent, published.id)).domain).toBeNull();

    const again = await owner.agent.post(`/api/sites/${published.id}/deploy`).set('content-type', 'application/json').send({ domain: { kind: 'existing', name: domain } });
    expect(again.status).toBe(202);
    await deployments.idle();
    const renewed = (await site(owner.agent, published.id)).domainClaim;
    expect(renewed).toMatchObject({ status: 'pending', domain });
    expect(renewed?.verification.value).not.toBe(oldToken);
  });

  it('answers Verify with 409 when the site has no domain waiting, and rate limits it (429)', async () => {
    const owner = await subscribedClient();
    const bought = await publish(owner.agent, { kind: 'purchase', name: `physio${randomUUID().slice(0, 8)}.com` });
    expect(bought.domainClaim).toBeNull();
    const none = await verify(owner.agent, bought.id);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(DOMAIN_CLAIM_MESSAGES.noClaim);
    for (let press = 2; press <= VERIFY_LIMIT; press += 1) expect((await verify(owner.agent, bought.id)).status).toBe(409);
    const limited = await verify(owner.agent, bought.id);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(DOMAIN_CLAIM_MESSAGES.rateLimited);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('tls-allowed: 200 for a proved domain of a live site, 404 for a bought one not yet proved, an unknown, reserved or unpublished one, 400 for no domain, 429 past the limit', async () => {
    const owner = await subscribedClient();
    const name = `physio${randomUUID().slice(0, 8)}.com`;
    const proved = await publish(owner.agent, { kind: 'existing', name });
    dns.set(`_kea-verify.${name}`, { txt: [proved.domainClaim?.verification.value ?? ''] });
    dns.set(name, { a: [TARGET_IP] });
    expect((await verify(owner.agent, proved.id)).body).toMatchObject({ result: 'verified' });
    expect((await tlsAsk(name)).status).toBe(200);
    const bought = `physio${randomUUID().slice(0, 8)}.com`;
    await publish(owner.agent, { kind: 'purchase', name: bought });
    expect((await tlsAsk(bought)).status).toBe(404);

    const draft = await owner.agent
      .post('/api/sites')
      .set('content-type', 'application/json')
      .send({ templateId, businessInfo: businessInfo() });
    await db.query("UPDATE site SET domain = $2, domain_kind = 'purchase' WHERE id = $1", [draft.body.id, `unpublished${randomUUID().slice(0, 8)}.com`]);
    const unpublished = (await db.query<{ domain: string }>('SELECT domain FROM site WHERE id = $1', [draft.body.id])).rows[0]?.domain ?? '';
    for (const domain of [uniqueDomain(), 'google.com', unpublished, server.config.publicUrl ? new URL(server.config.publicUrl).hostname : 'localhost.localdomain']) {
      const answer = await tlsAsk(domain);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(DOMAIN_CLAIM_MESSAGES.tlsNotAllowed);
    }
    for (const query of ['', '?domain=', '?domain=bad_name.com', `?domain=${'a'.repeat(300)}.com`]) {
      const answer = await request(server.url).get(`/api/sites/tls-allowed${query}`);
      expect(answer.status).toBe(400);
    }

    await db.query("DELETE FROM rate_limit_counter WHERE key LIKE 'sites:tls-ask:%'");
    for (let ask = 1; ask <= TLS_LIMIT; ask += 1) expect((await tlsAsk(name, false)).status).toBe(200);
    const limited = await tlsAsk(name, false);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(DOMAIN_CLAIM_MESSAGES.tlsRateLimited);
  });
});
