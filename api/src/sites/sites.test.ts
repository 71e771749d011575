import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  SITES_MESSAGES,
  ZDomainSearchResult,
  ZSite,
} from '@agency/contracts';
import { registerClient } from '../../test/test-app';
import { businessInfo, send, useSitesTestApp } from '../../test/sites-test-kit';

describe('sites: site drafts, publishing and the served site', () => {
  const { kit, template, subscribedClient, createSite, deployAndWait, proveDomain, countRows } = useSitesTestApp();

  it('needs sign-in for sites: 401 and nothing stored', async () => {
    const info = businessInfo();
    const response = await send(request(kit.server.url), 'post', '/api/sites', { templateId: template().id, businessInfo: info });
    expect(response.status).toBe(401);
    expect((await request(kit.server.url).get('/api/sites/user')).status).toBe(401);
    expect(await countRows("SELECT count(*)::int AS n FROM site WHERE business_info->>'businessName' = $1", [info.businessName])).toBe(0);
  });

  it('refuses malformed or oversize business info and unknown templates with clear 4xx messages, storing nothing', async () => {
    const client = await registerClient(kit.server.url);
    const cases: [unknown, number, string][] = [
      [{ templateId: template().id, businessInfo: { ...businessInfo(), businessName: '' } }, 400, 'Business name is required'],
      [{ templateId: template().id, businessInfo: { ...businessInfo(), businessType: 'Spaceport' } }, 400, SITES_MESSAGES.businessType],
      [{ templateId: template().id, businessInfo: { ...businessInfo(), phone: '12' } }, 400, 'Phone number is too short'],
      [{ templateId: template().id, businessInfo: { ...businessInfo(), email: 'not-an-email' } }, 400, 'Please enter a valid email address'],
      [{ templateId: template().id, businessInfo: { ...businessInfo(), aboutUs: 'x'.repeat(2001) } }, 400, 'About us must be 2,000 characters or fewer'],
      [{ templateId: template().id, businessInfo: 'a string' }, 400, ''],
      [{ templateId: randomUUID(), businessInfo: businessInfo() }, 404, SITES_MESSAGES.templateNotFound],
    ];
    for (const [body, status, message] of cases) {
      const response = await send(client.agent, 'post', '/api/sites', body);
      expect(response.status).toBe(status);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    expect(await countRows('SELECT count(*)::int AS n FROM site WHERE user_id = $1', [client.user.id])).toBe(0);
  });

  it("creates drafts with unique slugs from the business name, lists the owner's newest first and hides them from others", async () => {
    const alice = await registerClient(kit.server.url);
    const bob = await registerClient(kit.server.url);
    const info = businessInfo();
    const first = await createSite(alice.agent, info);
    const second = await createSite(alice.agent, info);
    const base = info.businessName.toLowerCase().replace(/[^a-z0-9]/g, '');
    expect(first).toMatchObject({ slug: base, domain: null, liveUrl: null, liveVersion: null, templateName: template().name });
    expect(second.slug).toBe(`${base}2`);
    expect(first.businessInfo).toMatchObject({ ...info, address: '', hours: '' });

    const list = ZSite.array().parse((await alice.agent.get('/api/sites/user')).body);
    expect(list.map((site) => site.id)).toEqual([second.id, first.id]);
    expect((await bob.agent.get('/api/sites/user')).body).toEqual([]);
    const probe = await bob.agent.get(`/api/sites/${first.id}`);
    expect(probe.status).toBe(404);
    expect(probe.body.message).toBe(SITES_MESSAGES.siteNotFound);
    const edit = await send(bob.agent, 'put', `/api/sites/${first.id}`, { businessInfo: businessInfo() });
    expect(edit.status).toBe(404);
    expect((await alice.agent.get(`/api/sites/${first.id}`)).body.businessInfo.businessName).toBe(info.businessName);
  });

  it('refuses to deploy without a subscription or for someone else, changing nothing', async () => {
    const owner = await registerClient(kit.server.url);
    const site = await createSite(owner.agent);
    const unsubscribed = await send(owner.agent, 'post', `/api/sites/${site.id}/deploy`, { domain: { kind: 'purchase', name: `${site.slug}.com` } });
    expect(unsubscribed.status).toBe(403);
    expect(unsubscribed.body.message).toBe(SITES_MESSAGES.subscriptionRequired);

    const stranger = await subscribedClient();
    const foreign = await send(stranger.agent, 'post', `/api/sites/${site.id}/deploy`, { domain: { kind: 'purchase', name: `${site.slug}.com` } });
    expect(foreign.status).toBe(404);
    expect(await countRows('SELECT count(*)::int AS n FROM site_deployment WHERE site_id = $1', [site.id])).toBe(0);
    expect((await owner.agent.get(`/api/sites/${site.id}`)).body.domain).toBeNull();
    expect((await request(kit.server.url).get(`/sites/${site.slug}/`)).status).toBe(404);
  });

  it('publishes: configuring, then live at /sites/{slug}/ and at / of its domain, escaped, compressed, with its meta tags', async () => {
    const owner = await subscribedClient();
    const hostile = '<script>alert("owned")</script>';
    const site = await createSite(owner.agent, businessInfo({ aboutUs: hostile, services: [hostile] }));
    const domain = `${site.slug}.com`;
    const first = await deployAndWait(owner.agent, site.id, { kind: 'existing', name: domain.toUpperCase() });
    expect(first).toMatchObject({ status: 'live', url: `/sites/${site.slug}/`, domain: null, version: 1, message: null });
    // Served on the domain once DNS proves it; the next publish names it as the page's own address.
    await proveDomain(owner.agent, site.id, domain);
    const deployment = await deployAndWait(owner.agent, site.id);
    expect(deployment).toMatchObject({ status: 'live', url: `/sites/${site.slug}/`, domain, version: 2, message: null });

    const page = await request(kit.server.url).get(`/sites/${site.slug}/`).set('accept-encoding', 'identity');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain(`<h1 id="hero-title">${site.businessInfo.businessName}</h1>`);
    expect(page.text).toContain(`<title>${site.businessInfo.businessName} | Plumbing Services</title>`);
    expect(page.text).toContain('<meta property="og:title"');
    expect(page.text).toContain(`<meta property="og:url" content="https://${domain}/">`);
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;');

    const byHost = await request(kit.server.url).get('/').set('host', domain).set('accept-encoding', 'identity');
    expect(byHost.status).toBe(200);
    expect(byHost.text).toBe(page.text);
    expect((await request(kit.server.url).get('/api/health').set('host', domain)).status).toBe(404);
    expect((await request(kit.server.url).get(`/sites/${site.slug}`)).headers.location).toBe(`/sites/${site.slug}/`);

    const compressed = await fetch(`${kit.server.url}/sites/${site.slug}/`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(page.text);

    const listed = ZSite.array().parse((await owner.agent.get('/api/sites/user')).body)[0];
    expect(listed).toMatchObject({ id: site.id, domain, domainKind: 'existing', liveUrl: `/sites/${site.slug}/`, liveVersion: 2 });
    const search = ZDomainSearchResult.array().parse((await request(kit.server.url).get(`/api/domains/search?q=${site.slug}`)).body);
    expect(search[0]).toMatchObject({ domain, available: false });
  });

  it('publishes edited business info as a new version that replaces the old one, keeping the domain', async () => {
    const owner = await subscribedClient();
    const site = await createSite(owner.agent);
    const domain = `${site.slug}.org`;
    await deployAndWait(owner.agent, site.id, { kind: 'existing', name: domain });
    await proveDomain(owner.agent, site.id, domain);
    const renamed = businessInfo({ businessName: `${site.businessInfo.businessName} Renamed` });
    const edited = await send(owner.agent, 'put', `/api/sites/${site.id}`, { businessInfo: renamed });
    expect(edited.status).toBe(200);
    // Not live until published again.
    expect((await request(kit.server.url).get(`/sites/${site.slug}/`)).text).not.toContain('Renamed');

    const again = await deployAndWait(owner.agent, site.id);
    expect(again).toMatchObject({ status: 'live', version: 2, domain });
    const page = await request(kit.server.url).get('/').set('host', domain);
    expect(page.text).toContain(`${renamed.businessName}</h1>`);
    expect(ZSite.parse((await owner.agent.get(`/api/sites/${site.id}`)).body)).toMatchObject({ slug: site.slug, liveVersion: 2, domain });
    expect(await countRows('SELECT count(*)::int AS n FROM site_version WHERE site_id = $1', [site.id])).toBe(2);
  });

  it("refuses a domain another site uses, a reserved one, and malformed domain text, changing nothing", async () => {
    const first = await subscribedClient();
    const firstSite = await createSite(first.agent);
    const domain = `${firstSite.slug}.net`;
    await deployAndWait(first.agent, firstSite.id, { kind: 'existing', name: domain });
    await proveDomain(first.agent, firstSite.id, domain);

    const second = await subscribedClient();
    const secondSite = await createSite(second.agent);
    const attempts: [unknown, number, string][] = [
      [{ domain: { kind: 'purchase', name: domain } }, 409, SITES_MESSAGES.domainTaken],
      [{ domain: { kind: 'existing', name: domain } }, 409, SITES_MESSAGES.domainTaken],
      [{ domain: { kind: 'purchase', name: 'google.com' } }, 409, SITES_MESSAGES.domainTaken],
      [{ domain: { kind: 'existing', name: 'google.com' } }, 409, SITES_MESSAGES.domainTaken],
      [{ domain: { kind: 'purchase', name: 'bad_name.com' } }, 400, SITES_MESSAGES.domainName],
      [{ domain: { kind: 'purchase', name: `${secondSite.slug}.io` } }, 400, SITES_MESSAGES.domainExtension],
      [{ domain: { kind: 'elsewhere', name: `${secondSite.slug}.com` } }, 400, 'Domain kind'],
    ];
    for (const [body, status, message] of attempts) {
      const response = await send(second.agent, 'post', `/api/sites/${secondSite.id}/deploy`, body);
      expect(response.status).toBe(status);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    expect(await countRows('SELECT count(*)::int AS n FROM site_deployment WHERE site_id = $1', [secondSite.id])).toBe(0);
    expect((await second.agent.get(`/api/sites/${secondSite.id}`)).body.domain).toBeNull();
    // The first site still answers on its domain.
    expect((await request(kit.server.url).get('/').set('host', domain)).text).toContain(firstSite.businessInfo.businessName);
  });

  it('refuses a second deployment while one is running for the site (409), changing nothing', async () => {
    const owner = await subscribedClient();
    const site = await createSite(owner.agent);
    await kit.db.query("INSERT INTO site_deployment (site_id, status) VALUES ($1, 'deploying')", [site.id]);
    const response = await send(owner.agent, 'post', `/api/sites/${site.id}/deploy`, { domain: { kind: 'purchase', name: `${site.slug}.org` } });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(SITES_MESSAGES.deployInProgress);
    expect((await owner.agent.get(`/api/sites/${site.id}`)).body.domain).toBeNull();
    expect(await countRows('SELECT count(*)::int AS n FROM site_deployment WHERE site_id = $1', [site.id])).toBe(1);
  });


  it('answers 404 for an unknown deployment and an unknown live site', async () => {
    const owner = await registerClient(kit.server.url);
    const site = await createSite(owner.agent);
    const unknown = await owner.agent.get(`/api/sites/${site.id}/deployments/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SITES_MESSAGES.deploymentNotFound);
    expect((await request(kit.server.url).get(`/sites/${site.slug}/`)).status).toBe(404);
    expect((await request(kit.server.url).get('/sites/NoSuchSite/')).status).toBe(404);
  });
});
