import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { SITE_ENQUIRY_LIMITS, SITE_ENQUIRY_MESSAGES, SITES_MESSAGES, ZSite, ZSiteEnquiryList, type TBusinessInfoInput, type TSite } from '@agency/contracts';
import { BEHIND_LOOPBACK_PROXY, type Agent, registerClient, startAdminTestApp, type TestApp } from '../../test/test-app';
import { DeploymentsService } from '../sites/deployments.service';
import { QUOTE_FORM_TOO_LARGE } from './site-enquiries.service';
import { FORM_BODY_LIMIT, FORM_READ_LIMIT } from './site-enquiry-form.routes';
import { SITE_ENQUIRY_MAIL_KIND } from './site-enquiry-mails';

const FORM = 'application/x-www-form-urlencoded';

function json(agent: Agent, path: string, body: unknown) {
  return agent.post(path).set('content-type', 'application/json').send(JSON.stringify(body));
}

/** A visitor's address of its own per call site, so the per-address limit of one case never touches another. */
function visitorAddress(): string {
  const bytes = randomUUID().replace(/-/g, '');
  return `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`;
}

function visitorForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Mere Parata',
    email: `mere-${randomUUID().slice(0, 8)}@example.co.nz`,
    phone: '021 555 0101',
    service: 'Leak Detection',
    message: 'The kitchen tap drips. Could you quote for a new one?',
    company_website: '',
    ...overrides,
  };
}

describe('site enquiries: the published site’s quote form and the owner’s list', () => {
  let server: TestApp;
  let db: Client;
  let close: () => Promise<void>;
  let deployments: DeploymentsService;
  let templateId: string;

  beforeAll(async () => {
    // Small limits so the 429 is reached in a few posts; read by this module's config from the environment.
    process.env.SITE_ENQUIRY_RATE_LIMIT = '3';
    process.env.SITE_ENQUIRY_SITE_RATE_LIMIT = '5';
    ({ server, db, close } = await startAdminTestApp(BEHIND_LOOPBACK_PROXY));
    delete process.env.SITE_ENQUIRY_RATE_LIMIT;
    delete process.env.SITE_ENQUIRY_SITE_RATE_LIMIT;
    deployments = server.app.get(DeploymentsService);
    templateId = ((await request(server.url).get('/api/website-templates')).body as Array<{ id: string }>)[0]?.id ?? '';
  });
  afterAll(async () => {
    await deployments.idle();
    await close();
  });

  /**
   * A subscribed owner with a site, published unless `publish` is false, and served on its domain as once DNS has
   * proved it (the proof itself is domain-claims.test.ts's business: here it is written to the row).
   */
  async function ownerWithSite(publish = true): Promise<{ agent: Agent; email: string; site: TSite; domain: string }> {
    const owner = await registerClient(server.url);
    const plans = (await request(server.url).get('/api/subscription-plans')).body as Array<{ id: string }>;
    expect((await json(owner.agent, '/api/subscriptions', { planId: plans[0]?.id })).status).toBe(201);
    const tag = randomUUID().slice(0, 8);
    const info: TBusinessInfoInput = {
      businessName: `Tui Plumbing ${tag}`,
      businessType: 'Plumbing Services',
      description: 'Leaks fixed across Wellington.',
      phone: '04 123 4567',
      email: `tui-${tag}@example.co.nz`,
      services: ['Leak Detection', 'Gas Fitting'],
    };
    const created = await json(owner.agent, '/api/sites', { templateId, businessInfo: info });
    expect(created.status).toBe(201);
    const site = ZSite.parse(created.body);
    const domain = `${site.slug}.co.nz`;
    if (publish) {
      expect((await json(owner.agent, `/api/sites/${site.id}/deploy`, {})).status).toBe(202);
      await deployments.idle();
      await db.query("UPDATE site SET domain = $2, domain_kind = 'existing' WHERE id = $1", [site.id, domain]);
    }
    return { agent: owner.agent, email: owner.email, site, domain };
  }

  function post(path: string, form: Record<string, string>, options: { ip?: string; host?: string; origin?: string } = {}) {
    let call = request(server.url).post(path).set('content-type', FORM).set('x-forwarded-for', options.ip ?? visitorAddress());
    if (options.host) call = call.set('host', options.host);
    if (options.origin) call = call.set('origin', options.origin);
    return call.send(new URLSearchParams(form).toString());
  }

  const enquiriesOf = async (siteId: string) =>
    (await db.query<{ name: string; email: string; phone: string | null; service: string | null; message: string }>(
      'SELECT name, email, phone, service, message FROM site_enquiry WHERE site_id = $1 ORDER BY created_at', [siteId])).rows;
  const mailsTo = async (address: string) =>
    (await db.query<{ kind: string; reply_to: string; subject: string; text_body: string }>(
      'SELECT kind, reply_to, subject, text_body FROM outbox_email WHERE to_address = $1 AND kind = $2 ORDER BY created_at',
      [address, SITE_ENQUIRY_MAIL_KIND],
    )).rows;

  it('stores a valid request, queues the owner’s e-mail (reply-to the visitor) and answers 303 to the page’s thank-you note, at /sites/{slug}/ and on the domain', async () => {
    const owner = await ownerWithSite();
    const form = visitorForm();
    // Posted from the customer's own domain: another origin than the agency's, and no session: not the API's CSRF business.
    const sent = await post(`/sites/${owner.site.slug}/`, form, { origin: `https://${owner.domain}` });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('./#quote-sent');

    expect(await enquiriesOf(owner.site.id)).toEqual([
      { name: form.name, email: form.email, phone: form.phone, service: form.service, message: form.message },
    ]);
    const [mail, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: SITE_ENQUIRY_MAIL_KIND, reply_to: form.email, subject: `Quote request from Mere Parata (${owner.site.businessInfo.businessName})` });
    expect(mail?.text_body).toContain(form.message);
    expect(mail?.text_body).toContain('Phone: 021 555 0101');

    const byDomain = await post('/', visitorForm({ phone: '', service: '', message: 'Quote for a hot water cylinder?' }), { host: owner.domain });
    expect(byDomain.status).toBe(303);
    expect(byDomain.headers.location).toBe('./#quote-sent');
    expect((await enquiriesOf(owner.site.id))[1]).toMatchObject({ phone: null, service: null, message: 'Quote for a hot water cylinder?' });
    expect(await mailsTo(owner.email)).toHaveLength(2);

    // The API's own endpoints still refuse a form post from another origin: the form route opens no hole there.
    const api = await request(server.url).post('/api/sites').set('content-type', FORM).set('origin', `https://${owner.domain}`).send('templateId=x');
    expect(api.status).toBe(403);
  });

  it('answers a request with problems by the form again (400): each problem said, the input kept, no script, nothing stored', async () => {
    const owner = await ownerWithSite();
    const response = await post(`/sites/${owner.site.slug}/`, visitorForm({ name: 'Mere <b>Parata</b>', email: 'mere@', message: '   ' }));
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'none'");
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    expect(response.text).toContain('<h2 id="errors-title">Your request was not sent</h2>');
    expect(response.text).toMatch(/<a href="#quote-email">Email: [^<]+<\/a>/);
    expect(response.text).toContain('<a href="#quote-message">Message: Message is required</a>');
    expect(response.text).toContain('value="Mere &lt;b&gt;Parata&lt;/b&gt;"');
    expect(response.text).toContain('value="mere@"');
    expect(response.text).toContain('<option selected>Leak Detection</option>');
    expect(response.text).toContain('<form id="quote" method="post" action="./"');
    expect(response.text).not.toMatch(/<script|<b>/);
    expect(await enquiriesOf(owner.site.id)).toEqual([]);
    expect(await mailsTo(owner.email)).toEqual([]);
  });

  it('says the message limit on the page and never cuts: a longer message is refused (400) naming the limit and its length, kept whole', async () => {
    const owner = await ownerWithSite();
    const page = await request(server.url).get(`/sites/${owner.site.slug}/`);
    expect(page.text).toContain('<p class="note" id="quote-message-hint">Up to 2,000 characters.</p><textarea id="quote-message" name="message" rows="4" required aria-describedby="quote-message-hint">');

    const long = `${'Kia ora, '.repeat(290)}the end.`; // 2,618 characters
    const response = await post(`/sites/${owner.site.slug}/`, visitorForm({ message: long }));
    expect(response.status).toBe(400);
    expect(response.text).toContain('<a href="#quote-message">Message: Message must be 2,000 characters or fewer (yours has 2,618)</a>');
    expect(response.text).toContain(`aria-describedby="quote-message-hint quote-message-error">${long}</textarea>`);
    expect(await enquiriesOf(owner.site.id)).toEqual([]);
  });

  it('takes a message at its full length in 3-byte characters (beyond the old 16 KB body limit)', async () => {
    const owner = await ownerWithSite();
    const message = '漢'.repeat(SITE_ENQUIRY_LIMITS.message);
    expect(Buffer.byteLength(new URLSearchParams(visitorForm({ message })).toString())).toBeGreaterThan(16 * 1024);
    expect((await post(`/sites/${owner.site.slug}/`, visitorForm({ message }))).status).toBe(303);
    expect((await enquiriesOf(owner.site.id))[0]?.message).toBe(message);
  });

  it('answers a body over the form’s limit with the form page (413), never JSON: what was typed kept, the over-long field named with its limit', async () => {
    const owner = await ownerWithSite();
    const message = 'x'.repeat(FORM_BODY_LIMIT);
    const response = await post(`/sites/${owner.site.slug}/`, visitorForm({ name: 'Mere Parata', message }));
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'none'");
    expect(response.text).toContain(`<p class="error">${QUOTE_FORM_TOO_LARGE.read}</p>`);
    expect(response.text).toContain(`Message: Message must be 2,000 characters or fewer (yours has ${FORM_BODY_LIMIT.toLocaleString('en-NZ')})`);
    expect(response.text).toContain('value="Mere Parata"');
    expect(response.text).toContain(`>${message}</textarea>`);
    expect(await enquiriesOf(owner.site.id)).toEqual([]);
  });

  it('answers a body too large to read with the form page (413) saying so plainly, never JSON, storing nothing', async () => {
    const owner = await ownerWithSite();
    const response = await post(`/sites/${owner.site.slug}/`, visitorForm({ message: 'x'.repeat(FORM_READ_LIMIT + 1) }));
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toContain(`<p class="error">${QUOTE_FORM_TOO_LARGE.unread(FORM_READ_LIMIT)}</p>`);
    expect(response.text).toContain('Your request was too large for us to read (over 256 KB)');
    expect(response.text).toContain('<form id="quote" method="post" action="./"');
    expect(response.text).not.toContain('statusCode');
    expect(await enquiriesOf(owner.site.id)).toEqual([]);
  });

  it('answers a filled honeypot like a success, storing and sending nothing', async () => {
    const owner = await ownerWithSite();
    const response = await post(`/sites/${owner.site.slug}/`, visitorForm({ company_website: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('./#quote-sent');
    expect(await enquiriesOf(owner.site.id)).toEqual([]);
    expect(await mailsTo(owner.email)).toEqual([]);
  });

  it('limits requests per address and per site (429 with the form again and Retry-After), in PostgreSQL', async () => {
    const owner = await ownerWithSite();
    const path = `/sites/${owner.site.slug}/`;
    const ip = visitorAddress();
    for (let i = 0; i < 3; i += 1) expect((await post(path, visitorForm(), { ip })).status).toBe(303);
    const limited = await post(path, visitorForm({ message: 'A fourth one.' }), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.text).toContain(SITE_ENQUIRY_MESSAGES.rateLimited);
    expect(limited.text).toContain('>A fourth one.</textarea>');

    // Two more from other addresses reach the site's limit of five; the next, from a new address, is refused.
    for (let i = 0; i < 2; i += 1) expect((await post(path, visitorForm())).status).toBe(303);
    expect((await post(path, visitorForm())).status).toBe(429);
    expect(await enquiriesOf(owner.site.id)).toHaveLength(5);
    expect(await mailsTo(owner.email)).toHaveLength(5);
  });

  it('answers 404 for an unpublished site, an unknown slug and a host that is no live site’s, storing nothing', async () => {
    const unpublished = await ownerWithSite(false);
    expect((await post(`/sites/${unpublished.site.slug}/`, visitorForm())).status).toBe(404);
    expect((await post(`/sites/nosuchsite${randomUUID().slice(0, 8)}/`, visitorForm())).status).toBe(404);
    expect((await post('/', visitorForm(), { host: unpublished.domain })).status).toBe(404);
    expect((await post('/', visitorForm())).status).toBe(404);
    expect(await enquiriesOf(unpublished.site.id)).toEqual([]);
  });

  it('lists the requests to the owner with the count of new ones, marks them read, and is 404 for anyone else', async () => {
    const owner = await ownerWithSite();
    const other = await ownerWithSite();
    for (const message of ['First request.', 'Second request.']) expect((await post(`/sites/${owner.site.slug}/`, visitorForm({ message }))).status).toBe(303);
    expect((await post(`/sites/${other.site.slug}/`, visitorForm())).status).toBe(303);

    const listed = ZSiteEnquiryList.parse((await owner.agent.get(`/api/sites/${owner.site.id}/enquiries`)).body);
    expect(listed.newCount).toBe(2);
    expect(listed.total).toBe(2);
    expect(listed.enquiries.map((enquiry) => [enquiry.message, enquiry.readAt])).toEqual([
      ['Second request.', null],
      ['First request.', null],
    ]);

    const otherId = ZSiteEnquiryList.parse((await other.agent.get(`/api/sites/${other.site.id}/enquiries`)).body).enquiries[0]?.id ?? '';
    const [second] = listed.enquiries;
    const marked = await json(owner.agent, `/api/sites/${owner.site.id}/enquiries/read`, { ids: [second?.id, otherId] });
    expect(marked.status).toBe(200);
    const after = ZSiteEnquiryList.parse(marked.body);
    expect(after.newCount).toBe(1);
    expect(after.enquiries[0]?.readAt).not.toBeNull();
    // Another site's request named among the ids stays new.
    expect(ZSiteEnquiryList.parse((await other.agent.get(`/api/sites/${other.site.id}/enquiries`)).body).newCount).toBe(1);

    for (const path of [`/api/sites/${owner.site.id}/enquiries`, `/api/sites/${randomUUID()}/enquiries`, '/api/sites/not-an-id/enquiries']) {
      const foreign = await other.agent.get(path);
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe(SITES_MESSAGES.siteNotFound);
    }
    expect((await json(other.agent, `/api/sites/${owner.site.id}/enquiries/read`, { ids: [second?.id] })).status).toBe(404);
    expect((await request(server.url).get(`/api/sites/${owner.site.id}/enquiries`)).status).toBe(401);
  });
});
