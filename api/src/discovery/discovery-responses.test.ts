import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import {
  DISCOVERY_QUESTIONS,
  DISCOVERY_RESPONSE_EMAIL_MATCH_MINUTES,
  DISCOVERY_RESPONSE_EXISTS_MESSAGE,
  splitWizardName,
  WIZARD_BUDGET_OPTIONS,
  WIZARD_INDUSTRY_OPTIONS,
  WIZARD_SERVICE_OPTIONS,
  WIZARD_TIMELINE_OPTIONS,
  wizardLeadMessage,
  type TWizardData,
} from '@agency/contracts';
import { clientAddress } from '../../test/onboarding-client';
import { BEHIND_LOOPBACK_PROXY, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';

/** What the wizard holds at its summary step. */
function wizardData(overrides: Partial<TWizardData> = {}): TWizardData {
  return {
    name: 'Aroha Ngata',
    email: uniqueEmail('wizard'),
    phone: '+64 21 123 4567',
    company: `Kiwi Bakery ${randomUUID().slice(0, 6)}`,
    role: 'Owner',
    industry: 'Retail',
    services: ['Website & App Development', 'Business Automation'],
    goals: ['Generate more leads', 'Streamline processes'],
    budget: '$5,000-$15,000',
    timeline: '1-3 months',
    challenges: 'Orders arrive in three places.',
    currentWebsite: 'https://kiwibakery.co.nz',
    additionalInfo: 'We open a third shop in March.',
    ...overrides,
  };
}

describe("POST /api/discovery-responses (the onboarding wizard's record)", () => {
  let server: TestApp;
  let db: Client;

  beforeAll(async () => {
    server = await startTestApp(BEHIND_LOOPBACK_PROXY);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  const post = (path: string, body: unknown, ip = clientAddress()) =>
    request(server.url).post(path).set('content-type', 'application/json').set('x-forwarded-for', ip).send(JSON.stringify(body));

  /** The wizard's submit, as the page does it: the lead first, then the record carrying the lead's id. */
  async function createLead(data: TWizardData, source = 'onboarding_wizard') {
    const { firstName, lastName } = splitWizardName(data.name);
    const response = await post('/api/leads', {
      firstName,
      lastName,
      email: data.email,
      phone: data.phone,
      company: data.company,
      serviceInterest: data.services.join(', '),
      message: wizardLeadMessage(data),
      source,
      status: 'new',
    });
    expect(response.status).toBe(201);
    return response.body.id as string;
  }

  /** The spec's body (part 1 §3): what the wizard knows, nothing that names a lead. */
  function specRecord(data: TWizardData) {
    return {
      businessName: data.company,
      industry: data.industry,
      website: data.currentWebsite,
      services: data.services,
      goals: data.goals.join(', '),
      challenges: data.challenges,
      budget: data.budget,
      timeline: data.timeline,
      additionalInfo: data.additionalInfo,
    };
  }

  /** The spec's body with the lead id POST /api/leads answered, as this site's wizard sends it. */
  function record(data: TWizardData, leadId: string) {
    return {
      leadId,
      businessName: data.company,
      industry: data.industry,
      website: data.currentWebsite,
      services: data.services,
      goals: data.goals.join(', '),
      challenges: data.challenges,
      budget: data.budget,
      timeline: data.timeline,
      additionalInfo: data.additionalInfo,
    };
  }

  const recordsOf = async (leadId: string) => (await db.query('SELECT * FROM discovery_response WHERE lead_id = $1', [leadId])).rows;
  /** Every record of one test's company, linked or not (each test's company name is its own). */
  const recordsFor = async (data: TWizardData) =>
    (await db.query('SELECT * FROM discovery_response WHERE business_name = $1 ORDER BY created_at', [data.company])).rows;

  it('stores the record linked to the lead the same submission created', async () => {
    const data = wizardData();
    const leadId = await createLead(data);
    const response = await post('/api/discovery-responses', record(data, leadId));

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [row] = await recordsOf(leadId);
    expect(row).toMatchObject({
      id: response.body.id,
      lead_id: leadId,
      business_name: data.company,
      industry: 'Retail',
      website: 'https://kiwibakery.co.nz',
      services: ['Website & App Development', 'Business Automation'],
      goals: 'Generate more leads, Streamline processes',
      challenges: 'Orders arrive in three places.',
      budget: '$5,000-$15,000',
      timeline: '1-3 months',
      additional_info: 'We open a third shop in March.',
    });
    const lead = (await db.query('SELECT * FROM lead WHERE id = $1', [leadId])).rows[0];
    expect(lead).toMatchObject({ first_name: 'Aroha', last_name: 'Ngata', source: 'onboarding_wizard', status: 'new', company: data.company });
    expect(lead.message).toContain('Goals: Generate more leads, Streamline processes');
  });

  it('accepts the optional fields left empty', async () => {
    const data = wizardData({ industry: '', currentWebsite: '', challenges: ' ', additionalInfo: '' });
    const leadId = await createLead(data);
    expect((await post('/api/discovery-responses', record(data, leadId))).status).toBe(201);
    expect((await recordsOf(leadId))[0]).toMatchObject({ industry: null, website: null, challenges: null, additional_info: null });
  });

  it('keeps one record per lead: a second is refused with 409 and the first stays', async () => {
    const data = wizardData();
    const leadId = await createLead(data);
    expect((await post('/api/discovery-responses', record(data, leadId))).status).toBe(201);
    const second = await post('/api/discovery-responses', { ...record(data, leadId), budget: 'Over $100,000' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(DISCOVERY_RESPONSE_EXISTS_MESSAGE);
    const rows = await recordsOf(leadId);
    expect(rows).toHaveLength(1);
    expect(rows[0].budget).toBe('$5,000-$15,000');
  });

  it("accepts the spec's body with nothing naming a lead: 201, stored unlinked", async () => {
    const data = wizardData();
    const response = await post('/api/discovery-responses', specRecord(data));

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const rows = await recordsFor(data);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: response.body.id,
      lead_id: null,
      business_name: data.company,
      industry: 'Retail',
      website: 'https://kiwibakery.co.nz',
      services: ['Website & App Development', 'Business Automation'],
      goals: 'Generate more leads, Streamline processes',
      challenges: 'Orders arrive in three places.',
      budget: '$5,000-$15,000',
      timeline: '1-3 months',
      additional_info: 'We open a third shop in March.',
    });
  });

  it('links the spec body with an email to the lead the same wizard sent just before for that email', async () => {
    const data = wizardData();
    const older = await createLead(data);
    const leadId = await createLead(data);
    // Written as the wizard's form has it: the server compares addresses lower-cased and trimmed.
    const response = await post('/api/discovery-responses', { ...specRecord(data), email: ` ${data.email.toUpperCase()} ` });

    expect(response.status).toBe(201);
    const [row] = await recordsOf(leadId);
    expect(row).toMatchObject({ id: response.body.id, lead_id: leadId, business_name: data.company });
    // The newest of the two leads is the one this submission created.
    expect(await recordsOf(older)).toHaveLength(0);
  });

  it("links by email only to a recent wizard lead without a record: another form's, a stale or a taken lead leaves it unlinked", async () => {
    const data = wizardData();
    const contactFormLead = await createLead(data, 'contact_form');
    const staleLead = await createLead(data);
    await db.query(`UPDATE lead SET created_at = now() - make_interval(mins => $2 + 1) WHERE id = $1`, [staleLead, DISCOVERY_RESPONSE_EMAIL_MATCH_MINUTES]);
    const first = await post('/api/discovery-responses', { ...specRecord(data), email: data.email });
    expect(first.status).toBe(201);
    expect(await recordsOf(contactFormLead)).toHaveLength(0);
    expect(await recordsOf(staleLead)).toHaveLength(0);

    const takenLead = await createLead(data);
    expect((await post('/api/discovery-responses', record(data, takenLead))).status).toBe(201);
    const second = await post('/api/discovery-responses', { ...specRecord(data), email: data.email, budget: 'Over $100,000' });
    expect(second.status).toBe(201);

    const rows = await recordsFor(data);
    expect(rows.map((row) => [row.id, row.lead_id])).toEqual([
      [first.body.id, null],
      [expect.any(String), takenLead],
      [second.body.id, null],
    ]);
    expect((await recordsOf(takenLead))[0].budget).toBe('$5,000-$15,000');
  });

  it("stores the record when leadId names an unknown, another form's or a stale lead, linked to none of them", async () => {
    const data = wizardData();
    const contactFormLead = await createLead(data, 'contact_form');
    const staleLead = await createLead(wizardData());
    await db.query(`UPDATE lead SET created_at = now() - interval '25 hours' WHERE id = $1`, [staleLead]);

    for (const leadId of [randomUUID(), contactFormLead, staleLead]) {
      const response = await post('/api/discovery-responses', record(data, leadId));
      expect(response.status).toBe(201);
      expect(await recordsOf(leadId)).toHaveLength(0);
      const stored = await db.query('SELECT lead_id FROM discovery_response WHERE id = $1', [response.body.id]);
      expect(stored.rows).toEqual([{ lead_id: null }]);
    }
  });

  it('falls back to the email when leadId names no lead of the wizard', async () => {
    const data = wizardData();
    const leadId = await createLead(data);
    const response = await post('/api/discovery-responses', { ...record(data, randomUUID()), email: data.email });
    expect(response.status).toBe(201);
    expect((await recordsOf(leadId))[0]?.id).toBe(response.body.id);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a lead id that is not a uuid', { leadId: '1 OR 1=1' }, 'leadId'],
    ['an email that is not an address', { email: 'aroha at example' }, 'email'],
    ['a missing business name', { businessName: '  ' }, 'businessName'],
    ['no service', { services: [] }, 'services'],
    ['an unknown service', { services: ['Time Travel'] }, 'services.0'],
    ['a service twice', { services: ['Content Creation', 'Content Creation'] }, 'services'],
    ['services as text', { services: 'Content Creation' }, 'services'],
    ['no goal', { goals: '' }, 'goals'],
    ['an unknown goal', { goals: 'Generate more leads, World domination' }, 'goals'],
    ['goals as a list', { goals: ['Generate more leads'] }, 'goals'],
    ['a budget not offered', { budget: '$1' }, 'budget'],
    ['a missing timeline', { timeline: undefined }, 'timeline'],
    ['an unknown industry', { industry: 'Piracy' }, 'industry'],
    ['oversize challenges', { challenges: 'x'.repeat(2001) }, 'challenges'],
    ['an oversize website', { website: 'x'.repeat(301) }, 'website'],
  ])('refuses %s with 400 and stores nothing', async (_case, overrides, path) => {
    const data = wizardData();
    const leadId = await createLead(data);
    const response = await post('/api/discovery-responses', { ...record(data, leadId), email: data.email, ...overrides });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    expect(await recordsOf(leadId)).toHaveLength(0);
    expect(await recordsFor(data)).toHaveLength(0);
  });

  it('refuses a bad spec body without a lead with 400, storing nothing linked or unlinked', async () => {
    const data = wizardData();
    const response = await post('/api/discovery-responses', { ...specRecord(data), services: [], budget: '$1' });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toEqual(expect.arrayContaining(['services', 'budget']));
    expect(await recordsFor(data)).toHaveLength(0);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await request(server.url).post('/api/discovery-responses').set('content-type', 'application/json').send('{"leadId":');
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe(400);
  });

  it('goes with its lead when the lead is deleted', async () => {
    const data = wizardData();
    const leadId = await createLead(data);
    expect((await post('/api/discovery-responses', record(data, leadId))).status).toBe(201);
    await db.query('DELETE FROM lead WHERE id = $1', [leadId]);
    expect(await recordsOf(leadId)).toHaveLength(0);
  });

  it("accepts every choice the contracts offer, so the database's lists and the contracts' have not drifted apart", async () => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('BEGIN');
      const rows: { budget: string; timeline: string | undefined; industry: string | undefined }[] = WIZARD_BUDGET_OPTIONS.map((budget, index) => ({
        budget,
        timeline: WIZARD_TIMELINE_OPTIONS[index % WIZARD_TIMELINE_OPTIONS.length],
        industry: WIZARD_INDUSTRY_OPTIONS[index % WIZARD_INDUSTRY_OPTIONS.length],
      }));
      rows.push(...WIZARD_TIMELINE_OPTIONS.map((timeline) => ({ budget: WIZARD_BUDGET_OPTIONS[0], timeline, industry: 'Other' })));
      rows.push(...WIZARD_INDUSTRY_OPTIONS.map((industry) => ({ budget: WIZARD_BUDGET_OPTIONS[0], timeline: WIZARD_TIMELINE_OPTIONS[0], industry })));
      for (const row of rows) {
        const lead = await client.query(
          `INSERT INTO lead (first_name, last_name, email, message, source) VALUES ('A', 'B', $1, 'm', 'onboarding_wizard') RETURNING id`,
          [uniqueEmail('drift')],
        );
        await client.query(
          `INSERT INTO discovery_response (lead_id, business_name, industry, services, goals, budget, timeline) VALUES ($1, 'X', $2, $3, 'Reduce costs', $4, $5)`,
          [lead.rows[0].id, row.industry, [...WIZARD_SERVICE_OPTIONS], row.budget, row.timeline],
        );
      }
      const everyAnswer = Object.fromEntries(DISCOVERY_QUESTIONS.map((question) => [question.id, question.type === 'multiselect' ? ['x'] : 'x']));
      await client.query('INSERT INTO discovery_assessment (responses, completed) VALUES ($1, true)', [everyAnswer]);
      for (const question of DISCOVERY_QUESTIONS.filter((entry) => entry.required)) {
        const { [question.id]: _left, ...missing } = everyAnswer;
        await client.query('SAVEPOINT attempt');
        await expect(client.query('INSERT INTO discovery_assessment (responses, completed) VALUES ($1, true)', [missing])).rejects.toThrow(
          /discovery_assessment_required_check/,
        );
        await client.query('ROLLBACK TO SAVEPOINT attempt');
      }
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
  });

  it('keeps the choices in the database too', async () => {
    const leadId = await createLead(wizardData());
    await expect(
      db.query(
        `INSERT INTO discovery_response (lead_id, business_name, services, goals, budget, timeline)
         VALUES ($1, 'X', ARRAY['Time Travel'], 'Reduce costs', 'Under $5,000', '1-3 months')`,
        [leadId],
      ),
    ).rejects.toThrow(/discovery_response_services_check/);
    await expect(
      db.query(
        `INSERT INTO discovery_response (lead_id, business_name, services, goals, budget, timeline)
         VALUES ($1, 'X', ARRAY['Content Creation'], 'Reduce costs', '$1', '1-3 months')`,
        [leadId],
      ),
    ).rejects.toThrow(/discovery_response_budget_check/);
  });
});
