import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import {
  DISCOVERY_AUTOMATION_INTERESTS,
  DISCOVERY_CHALLENGES,
  DISCOVERY_NOT_COMPLETED_MESSAGE,
  DISCOVERY_NOT_FOUND_MESSAGE,
  DISCOVERY_PRIORITIES,
  DISCOVERY_RATE_LIMIT_MESSAGE,
  DISCOVERY_SUCCESS_METRICS,
  dashboardDiscoveryQuestion,
  publicDiscoveryScore,
  ZDiscoveryAssessment,
} from '@agency/contracts';
import { startChatApp } from '../../test/chat-client';
import { clientAddress } from '../../test/onboarding-client';
import { BEHIND_LOOPBACK_PROXY, registerClient, type TestApp } from '../../test/test-app';

/** A full, valid set of answers; companyName is unique so each test finds its own row. */
function answers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: `Harbour Plumbing ${randomUUID().slice(0, 8)}`,
    industry: 'Other',
    companySize: '1-10 employees',
    website: 'https://harbourplumbing.co.nz',
    mainChallenges: [DISCOVERY_CHALLENGES[0], DISCOVERY_CHALLENGES[2]],
    biggestPainPoint: 'Quotes take an evening each and customers chase us for them.',
    manualHours: '16-30 hours',
    automationInterests: [DISCOVERY_AUTOMATION_INTERESTS[1], DISCOVERY_AUTOMATION_INTERESTS[4]],
    topPriority: DISCOVERY_PRIORITIES[0],
    successMetric: DISCOVERY_SUCCESS_METRICS[0],
    budgetRange: '$5,000-$15,000',
    timeline: '1 month',
    technicalExpertise: 'Beginner',
    additionalInfo: '',
    ...overrides,
  };
}

describe('the public discovery assessment', () => {
  let server: TestApp;
  let db: Client;

  beforeAll(async () => {
    server = await startChatApp({ DISCOVERY_RATE_LIMIT: '3' }, BEHIND_LOOPBACK_PROXY);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  const submit = (body: unknown, ip = clientAddress()) =>
    request(server.url).post('/api/discovery/public').set('content-type', 'application/json').set('x-forwarded-for', ip).send(JSON.stringify(body));
  const stored = async (companyName: unknown) =>
    (await db.query(`SELECT * FROM discovery_assessment WHERE responses->>'companyName' = $1`, [companyName])).rows;

  it('stores a complete assessment, trimmed and without empty optional answers, and answers 201 with its id', async () => {
    const responses = answers({ companyName: '  Kauri Joinery  ', biggestPainPoint: ' Paper job sheets. ' });
    const companyName = `Kauri Joinery ${randomUUID().slice(0, 6)}`;
    responses.companyName = `  ${companyName}  `;
    const response = await submit({ responses, completed: true, source: 'public' });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [row] = await stored(companyName);
    expect(row).toMatchObject({ id: response.body.id, source: 'public', completed: true, score: 87, user_id: null, linked_at: null });
    expect(row.responses.companyName).toBe(companyName);
    expect(row.responses.biggestPainPoint).toBe('Paper job sheets.');
    expect(row.responses.mainChallenges).toEqual([DISCOVERY_CHALLENGES[0], DISCOVERY_CHALLENGES[2]]);
    expect(row.responses).not.toHaveProperty('additionalInfo');
  });

  it("scores the submission on the server by the dashboard's rule, with the weights the public questions borrow", async () => {
    const weight = (id: string) => dashboardDiscoveryQuestion(id)?.weight ?? 0;
    // industry, company size, pain point, manual work, priority (ROI), budget, timeline, expertise (automation experience)
    const singles = ['industry', 'companySize', 'biggestPainPoint', 'manualWorkTime', 'expectedRoi', 'budgetRange', 'timeline', 'automationExperience'];
    const singlePoints = singles.reduce((sum, id) => sum + weight(id), 0);
    const total = singlePoints + weight('mainChallenges') + weight('automationInterest');
    expect([singlePoints, total]).toEqual([95, 115]);

    const cases: [Record<string, unknown>, number][] = [
      // every option of both multi-selects: the whole total
      [{ mainChallenges: [...DISCOVERY_CHALLENGES], automationInterests: [...DISCOVERY_AUTOMATION_INTERESTS] }, 100],
      // one of eight each: 95 + 10/8 + 10/8 of 115
      [{ mainChallenges: [DISCOVERY_CHALLENGES[3]], automationInterests: [DISCOVERY_AUTOMATION_INTERESTS[7]] }, Math.round(((95 + 2.5) / 115) * 100)],
      // four and six of eight
      [
        { mainChallenges: DISCOVERY_CHALLENGES.slice(0, 4), automationInterests: DISCOVERY_AUTOMATION_INTERESTS.slice(0, 6) },
        Math.round(((95 + 5 + 7.5) / 115) * 100),
      ],
    ];
    for (const [overrides, expected] of cases) {
      const responses = answers(overrides);
      const response = await submit({ responses, completed: true, source: 'public', score: 3 });
      expect(response.status).toBe(201);
      const [row] = await stored(responses.companyName);
      expect(row.score).toBe(expected);
      expect(publicDiscoveryScore(row.responses)).toBe(expected);
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing required text', { companyName: '   ' }, 'responses.companyName', 'Please complete: Company name'],
    ['a missing required choice', { companySize: undefined }, 'responses.companySize', 'Please complete: Company size'],
    ['an empty required list', { mainChallenges: [] }, 'responses.mainChallenges', 'Please complete: Main challenges'],
    ['an option not in the list', { industry: 'Forestry' }, 'responses.industry', 'Please choose from the listed options'],
    ['a list option not in the list', { automationInterests: ['Mind reading'] }, 'responses.automationInterests', 'Please choose from the listed options'],
    ['an option chosen twice', { mainChallenges: [DISCOVERY_CHALLENGES[1], DISCOVERY_CHALLENGES[1]] }, 'responses.mainChallenges', 'Main challenges: each option may be chosen once'],
    ['a list where text belongs', { budgetRange: ['$50,000+'] }, 'responses.budgetRange', 'Budget range must be text'],
    ['text where a list belongs', { mainChallenges: DISCOVERY_CHALLENGES[0] }, 'responses.mainChallenges', 'Main challenges: choose one or more options'],
    ['oversize text', { biggestPainPoint: 'x'.repeat(2001) }, 'responses.biggestPainPoint', 'Biggest pain point must be 2,000 characters or fewer'],
    ['oversize optional text', { website: `https://${'x'.repeat(200)}.nz` }, 'responses.website', 'Website must be 200 characters or fewer'],
    ['an unknown question', { favouriteColour: 'blue' }, 'responses.favouriteColour', 'Unknown question: favouriteColour'],
    ['a number as an answer', { companyName: 42 }, 'responses.companyName', 'Company name must be text'],
  ])('refuses %s with 400, the question named, and stores nothing', async (_case, overrides, path, message) => {
    const responses = answers(overrides);
    const response = await submit({ responses, completed: true, source: 'public' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path, message });
    if (typeof responses.companyName === 'string') expect(await stored(responses.companyName.trim())).toHaveLength(0);
  });

  it('refuses an unfinished or mislabelled submission, wrong shapes and malformed JSON, storing nothing', async () => {
    const responses = answers();
    const cases: [unknown, string][] = [
      [{ responses, completed: false, source: 'public' }, 'completed'],
      [{ responses, completed: true, source: 'dashboard' }, 'source'],
      [{ responses: [responses], completed: true, source: 'public' }, 'responses'],
      [{ responses: 'all good', completed: true }, 'responses'],
      [{ completed: true, source: 'public' }, 'responses'],
      [{ responses: { ...responses, ...Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`q${index}`, 'x'])) }, completed: true }, 'responses'],
    ];
    for (const [body, path] of cases) {
      const response = await submit(body);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect((await submit({ responses, completed: false })).body.errors).toContainEqual({ path: 'completed', message: DISCOVERY_NOT_COMPLETED_MESSAGE });

    const malformed = await request(server.url).post('/api/discovery/public').set('content-type', 'application/json').send('{"responses": {');
    expect(malformed.status).toBe(400);
    expect(await stored(responses.companyName)).toHaveLength(0);
  });

  it('keeps the question set in the database too: no unknown keys, no completed assessment without its required answers', async () => {
    await expect(
      db.query(`INSERT INTO discovery_assessment (responses, completed) VALUES ('{"companyName": "X", "favouriteColour": "blue"}', false)`),
    ).rejects.toThrow(/discovery_assessment_responses_check/);
    await expect(db.query(`INSERT INTO discovery_assessment (responses, completed) VALUES ('{"companyName": "X"}', true)`)).rejects.toThrow(
      /discovery_assessment_required_check/,
    );
  });

  it('limits submissions per client address and leaves other addresses alone', async () => {
    const ip = clientAddress();
    for (let index = 0; index < 3; index += 1) expect((await submit({ responses: answers(), completed: true, source: 'public' }, ip)).status).toBe(201);
    const refused = await submit({ responses: answers(), completed: true, source: 'public' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(DISCOVERY_RATE_LIMIT_MESSAGE);
    expect((await submit({ responses: answers(), completed: true, source: 'public' })).status).toBe(201);
  });

  describe('linking to an account', () => {
    async function newAssessment() {
      const response = await submit({ responses: answers(), completed: true, source: 'public' });
      expect(response.status).toBe(201);
      return response.body.id as string;
    }
    const link = (agent: ReturnType<typeof request.agent>, id: string) =>
      agent.post(`/api/discovery/link/${id}`).set('content-type', 'application/json').send('{}');

    it('links once for the signed-in client, answers the same again, and lists it as theirs', async () => {
      const id = await newAssessment();
      const { agent, user } = await registerClient(server.url);

      const first = await link(agent, id);
      expect(first.status).toBe(200);
      const assessment = ZDiscoveryAssessment.parse(first.body);
      expect(assessment).toMatchObject({ id, source: 'public', completed: true, score: 87, linkedAt: expect.any(String) });

      const again = await link(agent, id);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect((await db.query('SELECT user_id, linked_at FROM discovery_assessment WHERE id = $1', [id])).rows[0]).toEqual({
        user_id: user.id,
        linked_at: new Date(assessment.linkedAt ?? ''),
      });

      const list = await agent.get('/api/discovery/user');
      expect(list.status).toBe(200);
      expect(list.body).toEqual([first.body]);
    });

    it("answers another client's assessment exactly like an unknown id, and changes nothing", async () => {
      const id = await newAssessment();
      const owner = await registerClient(server.url);
      const other = await registerClient(server.url);
      expect((await link(owner.agent, id)).status).toBe(200);

      const stolen = await link(other.agent, id);
      const unknown = await link(other.agent, randomUUID());
      const malformed = await link(other.agent, 'not-an-id');
      for (const response of [stolen, unknown, malformed]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: DISCOVERY_NOT_FOUND_MESSAGE });
      }
      expect((await db.query('SELECT user_id FROM discovery_assessment WHERE id = $1', [id])).rows[0].user_id).toBe(owner.user.id);
      expect((await other.agent.get('/api/discovery/user')).body).toEqual([]);
    });

    it('needs a signed-in account for linking and for the list', async () => {
      const id = await newAssessment();
      expect((await link(request.agent(server.url), id)).status).toBe(401);
      expect((await request(server.url).get('/api/discovery/user')).status).toBe(401);
      expect((await db.query('SELECT user_id FROM discovery_assessment WHERE id = $1', [id])).rows[0].user_id).toBeNull();
    });

    it('links the way the browser calls it: no body, its own Origin', async () => {
      const id = await newAssessment();
      const { agent } = await registerClient(server.url);
      // The page's origin is the public one (behind the proxy, PUBLIC_URL), not the instance's own address.
      const response = await agent.post(`/api/discovery/link/${id}`).set('origin', BEHIND_LOOPBACK_PROXY.PUBLIC_URL);
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(id);
    });

    it("lists a client's assessments newest first", async () => {
      const { agent } = await registerClient(server.url);
      const older = await newAssessment();
      const newer = await newAssessment();
      expect((await link(agent, newer)).status).toBe(200);
      expect((await link(agent, older)).status).toBe(200);
      const list = await agent.get('/api/discovery/user');
      expect(list.body.map((item: { id: string }) => item.id)).toEqual([newer, older]);
    });
  });
});
