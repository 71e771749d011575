import { Client } from 'pg';
import request from 'supertest';
import {
  DASHBOARD_DISCOVERY_QUESTIONS,
  DASHBOARD_DISCOVERY_STEPS,
  DASHBOARD_DISCOVERY_TOTAL_WEIGHT,
  dashboardDiscoveryScore,
  ZDiscoveryAssessment,
  ZDiscoveryAssessmentList,
  type TDiscoveryResponses,
} from '@agency/contracts';
import { registerClient, startTestApp, type TestApp } from '../../test/test-app';

type Agent = ReturnType<typeof request.agent>;

function post(agent: Agent, body: unknown) {
  return agent.post('/api/discovery').set('content-type', 'application/json').send(JSON.stringify(body));
}

/** Every question answered; multi-selects with every option (the most an assessment can score). */
function fullAnswers(): TDiscoveryResponses {
  const responses: TDiscoveryResponses = {};
  for (const question of DASHBOARD_DISCOVERY_QUESTIONS) {
    if (question.type === 'multiselect') responses[question.id] = [...(question.options ?? [])];
    else if (question.options) responses[question.id] = question.options[0] ?? '';
    else responses[question.id] = `A real answer to ${question.label}`;
  }
  return responses;
}

function optionsOf(id: string): readonly string[] {
  return DASHBOARD_DISCOVERY_QUESTIONS.find((question) => question.id === id)?.options ?? [];
}

describe('the dashboard discovery: the §9 weights and the server-computed score', () => {
  it('has 16 questions in 5 steps with the weights of part 2 §9', () => {
    expect(DASHBOARD_DISCOVERY_STEPS.map((step) => step.questions.map((question) => [question.id, question.weight]))).toEqual([
      [['companySize', 10], ['industry', 5], ['revenue', 15], ['businessDescription', 5]],
      [['mainChallenges', 10], ['manualWorkTime', 15], ['biggestPainPoint', 10]],
      [['automationInterest', 10], ['expectedRoi', 10], ['timeline', 15]],
      [['currentTools', 10], ['technicalTeam', 10], ['automationExperience', 10]],
      [['budgetRange', 20], ['decisionMaker', 15], ['urgency', 15]],
    ]);
    expect(DASHBOARD_DISCOVERY_QUESTIONS.filter((question) => question.type === 'multiselect').map((question) => question.id)).toEqual([
      'mainChallenges',
      'automationInterest',
      'currentTools',
    ]);
    // The spec says 200; its listed weights add up to 185, and the score is scaled by what they add up to.
    expect(DASHBOARD_DISCOVERY_TOTAL_WEIGHT).toBe(185);
  });

  it('scores every answer with every option 100, and weighs multi-selects by the fraction chosen', () => {
    expect(dashboardDiscoveryScore(fullAnswers())).toBe(100);
    const fewer = {
      ...fullAnswers(),
      mainChallenges: optionsOf('mainChallenges').slice(0, 1),
      automationInterest: optionsOf('automationInterest').slice(0, 2),
      currentTools: optionsOf('currentTools').slice(0, 1),
    };
    const points = 185 - 30 + (10 * 1) / 8 + (10 * 2) / 8 + (10 * 1) / 7;
    expect(dashboardDiscoveryScore(fewer)).toBe(Math.round((points / 185) * 100));
    expect(dashboardDiscoveryScore(fewer)).toBe(87);
  });

  it('gives nothing for blank text, unknown options, repeated choices or wrong types', () => {
    expect(dashboardDiscoveryScore({})).toBe(0);
    expect(dashboardDiscoveryScore({ budgetRange: optionsOf('budgetRange')[0], decisionMaker: optionsOf('decisionMaker')[0] })).toBe(
      Math.round((35 / 185) * 100),
    );
    expect(
      dashboardDiscoveryScore({
        businessDescription: '   ',
        budgetRange: '$1,000,000',
        companySize: ['1-10 employees'],
        mainChallenges: ['Manual data entry', 'Manual data entry'],
        score: 100,
      }),
    ).toBe(0);
  });
});

describe('POST /api/discovery and the account list', () => {
  let server: TestApp;
  let db: Client;
  let alice: Awaited<ReturnType<typeof registerClient>>;
  let bob: Awaited<ReturnType<typeof registerClient>>;

  beforeAll(async () => {
    server = await startTestApp();
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    alice = await registerClient(server.url);
    bob = await registerClient(server.url);
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  it('stores a full assessment as completed with the score the server computes, ignoring a forged score', async () => {
    const responses = { ...fullAnswers(), mainChallenges: optionsOf('mainChallenges').slice(0, 4) };
    const response = await post(alice.agent, { responses, completed: true, score: 100 });
    expect(response.status).toBe(201);
    const assessment = ZDiscoveryAssessment.parse(response.body);
    expect(assessment).toMatchObject({ source: 'dashboard', completed: true, score: dashboardDiscoveryScore(responses) });
    expect(assessment.score).toBe(Math.round(((185 - 5) / 185) * 100));
    const stored = await db.query('SELECT score, user_id, source FROM discovery_assessment WHERE id = $1', [assessment.id]);
    expect(stored.rows[0]).toEqual({ score: 97, user_id: alice.user.id, source: 'dashboard' });

    // completed defaults to true, as the dashboard sends it; a score of the wrong type is ignored just the same.
    const defaulted = await post(alice.agent, { responses: fullAnswers(), score: 'a lot' });
    expect(defaulted.status).toBe(201);
    expect(defaulted.body).toMatchObject({ completed: true, score: 100 });
  });

  it("keeps a partial assessment 'In Progress' with the score of what was answered", async () => {
    const partial = { budgetRange: optionsOf('budgetRange')[1], decisionMaker: optionsOf('decisionMaker')[0], currentTools: ['Spreadsheets'] };
    const response = await post(alice.agent, { responses: partial, completed: false, score: 99 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ completed: false, score: Math.round(((35 + 10 / 7) / 185) * 100) });
  });

  it('refuses missing answers on a completed one, unknown options and questions, and oversize text, storing nothing', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM discovery_assessment WHERE user_id = $1', [bob.user.id]);
    const { urgency: _urgency, ...missingOne } = fullAnswers();
    const cases: Array<[unknown, string]> = [
      [{ responses: missingOne, completed: true }, 'responses.urgency'],
      [{ responses: { ...fullAnswers(), businessDescription: '  ' } }, 'responses.businessDescription'],
      [{ responses: { ...fullAnswers(), mainChallenges: [] } }, 'responses.mainChallenges'],
      [{ responses: { ...fullAnswers(), revenue: 'Billions' } }, 'responses.revenue'],
      [{ responses: { ...fullAnswers(), currentTools: ['Spreadsheets', 'Abacus'] } }, 'responses.currentTools'],
      [{ responses: { ...fullAnswers(), favouriteColour: 'blue' } }, 'responses.favouriteColour'],
      [{ responses: { ...fullAnswers(), biggestPainPoint: 'x'.repeat(2001) } }, 'responses.biggestPainPoint'],
      [{ responses: { revenue: 'Billions' }, completed: false }, 'responses.revenue'],
      [{ responses: 'all of them' }, 'responses'],
      [{ responses: fullAnswers(), completed: 'yes' }, 'completed'],
    ];
    for (const [body, path] of cases) {
      const response = await post(bob.agent, body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    const after = await db.query('SELECT count(*)::int AS n FROM discovery_assessment WHERE user_id = $1', [bob.user.id]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect((await post(request.agent(server.url), { responses: fullAnswers() })).status).toBe(401);
  });

  it("lists each account's own assessments, newest first; another's cannot be listed or linked", async () => {
    const bobs = ZDiscoveryAssessment.parse((await post(bob.agent, { responses: fullAnswers() })).body);
    const alices = ZDiscoveryAssessmentList.parse((await alice.agent.get('/api/discovery/user')).body);
    expect(alices.length).toBeGreaterThanOrEqual(3);
    expect(alices.map((assessment) => assessment.id)).not.toContain(bobs.id);
    const times = alices.map((assessment) => assessment.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const link = await alice.agent.post(`/api/discovery/link/${bobs.id}`).set('content-type', 'application/json').send('{}');
    expect(link.status).toBe(404);
    const bobsList = ZDiscoveryAssessmentList.parse((await bob.agent.get('/api/discovery/user')).body);
    expect(bobsList[0]).toMatchObject({ id: bobs.id, source: 'dashboard', score: 100, completed: true });
  });

  it('has the database refuse a dashboard assessment without a score, or completed without its answers', async () => {
    await expect(
      db.query(`INSERT INTO discovery_assessment (source, responses, completed, user_id, linked_at) VALUES ('dashboard', '{}', false, $1, now())`, [
        alice.user.id,
      ]),
    ).rejects.toThrow(/discovery_assessment_scored_check/);
    await expect(
      db.query(`INSERT INTO discovery_assessment (source, responses, completed, score, user_id, linked_at) VALUES ('dashboard', '{}', true, 0, $1, now())`, [
        alice.user.id,
      ]),
    ).rejects.toThrow(/discovery_assessment_required_check/);
  });
});
