import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { LEADS_RATE_LIMIT_MESSAGE } from '@agency/contracts';
import { BEHIND_LOOPBACK_PROXY, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { LEAD_CONFIRMATION_KIND, LEAD_CONFIRMATION_SUBJECT, LEAD_NOTIFICATION_KIND } from './lead-mails';

/** A random client address, so this file's rate-limit counters never meet another test's. */
function clientAddress(): string {
  const bytes = randomUUID().replace(/-/g, '');
  return `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`;
}

function contactForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: uniqueEmail('lead'),
    company: 'Kiwi Bakery',
    serviceInterest: 'Business Automation',
    message: 'We would like to automate our online orders.',
    ...overrides,
  };
}

describe('POST /api/leads', () => {
  let server: TestApp;
  let db: Client;
  const agencyEmail = `agency-${randomUUID().slice(0, 8)}@agency.example.co.nz`;

  beforeAll(async () => {
    process.env.AGENCY_EMAIL = agencyEmail;
    process.env.OUTBOX_POLL_MS = '0';
    // Behind a trusted proxy (loopback), so each test can be its own client address.
    server = await startTestApp(BEHIND_LOOPBACK_PROXY);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    delete process.env.AGENCY_EMAIL;
    delete process.env.OUTBOX_POLL_MS;
  });

  const post = (body: unknown, ip = clientAddress()) =>
    request(server.url).post('/api/leads').set('content-type', 'application/json').set('x-forwarded-for', ip).send(JSON.stringify(body));

  async function leadsWithEmail(email: string) {
    const result = await db.query('SELECT * FROM lead WHERE email = $1', [email]);
    return result.rows;
  }

  it('stores the contact form as a new lead and answers 201 with its id', async () => {
    const body = contactForm();
    const before = Date.now();
    const response = await post(body);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [lead] = await leadsWithEmail(body.email);
    expect(lead).toMatchObject({
      id: response.body.id,
      first_name: 'Aroha',
      last_name: 'Ngata',
      company: 'Kiwi Bakery',
      service_interest: 'Business Automation',
      message: body.message,
      status: 'new',
      source: 'contact_form',
      phone: null,
      estimated_value: null,
    });
    expect(lead.created_at.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(lead.created_at.getTime()).toBeLessThanOrEqual(Date.now() + 5000);
  });

  it("does not store the client's address with the lead", async () => {
    const ip = clientAddress();
    const body = contactForm();
    expect((await post(body, ip)).status).toBe(201);
    const [lead] = await leadsWithEmail(body.email);
    expect(Object.values(lead).map(String)).not.toContain(ip);
    expect(Object.keys(lead).some((column) => /ip|address/i.test(column))).toBe(false);
  });

  it("stores the onboarding wizard's lead with its source, phone and services", async () => {
    const body = contactForm({
      phone: '+64 21 123 4567',
      source: 'onboarding_wizard',
      status: 'new',
      serviceInterest: 'Content Creation, Digital Marketing',
    });
    expect((await post(body)).status).toBe(201);
    const [lead] = await leadsWithEmail(body.email);
    expect(lead).toMatchObject({ source: 'onboarding_wizard', status: 'new', phone: '+64 21 123 4567' });
  });

  it('writes the agency notification and the visitor confirmation with the lead', async () => {
    const body = contactForm({ firstName: 'Mere', lastName: 'Parata', company: 'Parata Plumbing' });
    const response = await post(body);
    expect(response.status).toBe(201);

    const mails = await db.query(
      'SELECT kind, to_address, reply_to, subject, text_body, status, created_at FROM outbox_email WHERE to_address = $1 OR reply_to = $1 ORDER BY kind',
      [body.email],
    );
    expect(mails.rows).toHaveLength(2);
    const [notification, confirmation] = mails.rows;
    expect(notification).toMatchObject({
      kind: LEAD_NOTIFICATION_KIND,
      to_address: agencyEmail,
      reply_to: body.email,
      subject: 'New lead: Mere Parata (Parata Plumbing)',
      // No SMTP_URL in this app: mails are recorded, never sent.
      status: 'skipped',
    });
    expect(notification.text_body).toContain(body.message);
    expect(notification.text_body).toContain('Service interest: Business Automation');
    expect(confirmation).toMatchObject({
      kind: LEAD_CONFIRMATION_KIND,
      to_address: body.email,
      subject: LEAD_CONFIRMATION_SUBJECT,
      status: 'skipped',
    });
    expect(confirmation.text_body).toContain("We'll get back to you within 24 hours.");
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: '   ' }, 'Last name is required'],
    ['email', { email: undefined }, 'Email is required'],
    ['email', { email: 'aroha@' }, 'Please enter a valid email address'],
    ['email', { email: 'aroha@gmial.com' }, 'Did you mean gmail.com?'],
    ['email', { email: `${'a'.repeat(250)}@x.nz` }, 'Email address is too long'],
    ['message', { message: '' }, 'Message is required'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be 5,000 characters or fewer'],
    ['serviceInterest', { serviceInterest: 'Crypto mining' }, 'Please choose a service from the list'],
    ['phone', { phone: '12345' }, 'Phone number is too short'],
    ['phone', { phone: '1234567890123456' }, 'Phone number is too long'],
    ['phone', { phone: '++64 21 123 4567' }, 'Please enter a valid phone number (e.g., +1 555-123-4567 or +64 21 123 4567)'],
    ['status', { status: 'hot' }, "A new lead's status is always 'new'"],
    ['source', { source: 'crm' }, 'Unknown lead source'],
    ['company', { company: 'c'.repeat(201) }, 'Company name must be 200 characters or fewer'],
  ])('refuses a bad %s (%j) with 400 "%s" and stores nothing', async (field, change, message) => {
    const marker = uniqueEmail('refused');
    const body = { ...contactForm({ email: marker, message: `Refused ${marker}` }), ...change };
    const response = await post(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message, errors: [{ path: field, message }] });
    const stored = await db.query('SELECT count(*)::int AS n FROM lead WHERE email = $1 OR message = $2', [marker, body.message]);
    expect(stored.rows[0].n).toBe(0);
  });

  it('lists every missing required field at once', async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'email', message: 'Email is required' },
      { path: 'message', message: 'Message is required' },
    ]);
  });

  const storedFor = async (company: string) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead WHERE company = $1', [company])).rows[0]?.n;

  it('lets ten colleagues behind one office address each send (counted per e-mail, not per address)', async () => {
    const office = clientAddress();
    const company = `Office ${randomUUID()}`;
    for (let i = 0; i < 10; i += 1) {
      expect((await post(contactForm({ company, email: uniqueEmail(`colleague${i}`) }), office)).status).toBe(201);
    }
    expect(await storedFor(company)).toBe(10);
  });

  it('answers the sixth lead from one e-mail within ten minutes with 429 and Retry-After, from any address, and stores only five', async () => {
    const ip = clientAddress();
    const email = uniqueEmail('eager');
    const company = `Rate ${randomUUID()}`;
    for (let i = 0; i < 5; i += 1) {
      expect((await post(contactForm({ company, email }), ip)).status).toBe(201);
    }
    const refused = await post(contactForm({ company, email }), ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: LEADS_RATE_LIMIT_MESSAGE });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // The same e-mail from another address, and in other letter case, is the same sender.
    const elsewhere = await post(contactForm({ company, email: email.toUpperCase() }));
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(0);

    expect(await storedFor(company)).toBe(5);
    // Another e-mail from the same address is not affected.
    expect((await post(contactForm({ company }), ip)).status).toBe(201);
  });

  it('holds the address ceiling (30 by default) over every e-mail together, with Retry-After; another address is not affected', async () => {
    const ip = clientAddress();
    const company = `Ceiling ${randomUUID()}`;
    for (let i = 0; i < 30; i += 1) {
      expect((await post(contactForm({ company, email: uniqueEmail(`rotating${i}`) }), ip)).status).toBe(201);
    }
    const refused = await post(contactForm({ company, email: uniqueEmail('rotating-more') }), ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: LEADS_RATE_LIMIT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFor(company)).toBe(30);
    expect((await post(contactForm({ company }))).status).toBe(201);
  });

  it("does not spend the address ceiling on an e-mail's refused retries", async () => {
    const ip = clientAddress();
    const email = uniqueEmail('retrying');
    for (let i = 0; i < 5; i += 1) expect((await post(contactForm({ email }), ip)).status).toBe(201);
    for (let i = 0; i < 30; i += 1) expect((await post(contactForm({ email }), ip)).status).toBe(429);
    const counted = await db.query<{ count: number }>("SELECT sum(count)::int AS count FROM rate_limit_counter WHERE key = $1", [`leads:ip:${ip}`]);
    expect(counted.rows[0]?.count).toBe(5);
    expect((await post(contactForm(), ip)).status).toBe(201);
  });

  it('refuses a form post that is not JSON (cross-site form protection)', async () => {
    const response = await request(server.url)
      .post('/api/leads')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('firstName=A&lastName=B&email=a%40b.nz&message=hi');
    expect(response.status).toBe(403);
  });
});
