import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import {
  DISCOVERY_QUESTIONS,
  DISCOVERY_RESPONSE_EXISTS_MESSAGE,
  DISCOVERY_RESPONSE_LEAD_NOT_FOUND_MESSAGE,
  splitWizardName,
  WIZARD_BUDGET_OPTIONS,
  WIZARD_INDUSTRY_OPTIONS,
  WIZARD_SERVICE_OPTIONS,
  WIZARD_TIMELINE_OPTIONS,
  wizardLeadMessage,
  type TWizardData,
} from '@agency/contracts';
import { clientAddress } from '../../test/onboarding-client';
import { startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';

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
    server = await startTestApp({ TRUST_PROXY: 'loopback' });
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

  it("refuses an unknown lead, another form's lead and a stale one alike (404), storing nothing", async () => {
    const data = wizardData();
    const contactFormLead = await createLead(data, 'contact_form');
    const staleLead = await createLead(wizardData());
    await db.query(`UPDATE lead SET created_at = now() - interval '25 hours' WHERE id = $1`, [staleLead]);

    for (const leadId of [randomUUID(), contactFormLead, staleLead]) {
      const response = await post('/api/discovery-responses', record(data, leadId));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: DISCOVERY_RESPONSE_LEAD_NOT_FOUND_MESSAGE });
      expect(await recordsOf(leadId)).toHaveLength(0);
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing lead id', { leadId: undefined }, 'leadId'],
    ['a lead id that is not a uuid', { leadId: '1 OR 1=1' }, 'leadId'],
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
    const response = await post('/api/discovery-responses', { ...record(data, leadId), ...overrides });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    expect(await recordsOf(leadId)).toHaveLength(0);
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
