import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import {
  FEEDBACK_CONTEXT_IDENTIFIERS,
  FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE,
  FEEDBACK_OVERVIEW_COMMENTS_LIMIT,
  FEEDBACK_REACTIONS_LIMIT,
  FEEDBACK_SUMMARY_RECENT_LIMIT,
  ZFeedbackOverview,
  ZFeedbackReactionList,
  ZFeedbackSummary,
} from '@agency/contracts';
import { BEHIND_LOOPBACK_PROXY, registerClient, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';

const ADMIN_PASSWORD = 'admin password for feedback tests';

/**
 * Counts and averages must be exact, so this suite runs on a database of its own: the migrations seed the five
 * contexts and nothing else writes feedback there.
 */
describe('feedback reads: contexts, reactions, summary and the admin overview', () => {
  let server: TestApp;
  let db: Client;
  let admin: ReturnType<typeof request.agent>;
  const databaseName = `feedback_reads_${randomUUID().replace(/-/g, '')}`;
  const adminEmail = uniqueEmail('admin');
  const contextIds = new Map<string, string>();

  beforeAll(async () => {
    const setup = new Client({ connectionString: process.env.DATABASE_URL });
    await setup.connect();
    await setup.query(`CREATE DATABASE ${databaseName}`);
    await setup.end();
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${databaseName}`;

    server = await startTestApp({ DATABASE_URL: url.toString(), ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD, ...BEHIND_LOOPBACK_PROXY });
    db = new Client({ connectionString: url.toString() });
    await db.connect();
    admin = request.agent(server.url);
    expect((await admin.post('/api/auth/login').set('content-type', 'application/json').send({ email: adminEmail, password: ADMIN_PASSWORD })).status).toBe(200);
    for (const identifier of FEEDBACK_CONTEXT_IDENTIFIERS) {
      contextIds.set(identifier, (await request(server.url).get(`/api/feedback/contexts/${identifier}`)).body.id);
    }
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    const teardown = new Client({ connectionString: process.env.DATABASE_URL });
    await teardown.connect();
    await teardown.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await teardown.end();
  });

  const idOf = (identifier: string) => contextIds.get(identifier) ?? '';
  const get = (path: string) => request(server.url).get(path);
  const react = (contextId: string, emoji: string, sentiment: string) =>
    request(server.url)
      .post('/api/feedback/reactions')
      .set('content-type', 'application/json')
      .set('x-forwarded-for', `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`)
      .send({ contextId, emoji, sentiment, sessionId: `session-${randomUUID()}` });
  const submit = (contextId: string, body: { rating?: number; comment?: string }) =>
    request(server.url)
      .post('/api/feedback/submissions')
      .set('content-type', 'application/json')
      .set('x-forwarded-for', `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`)
      .send({ contextId, sessionId: `session-${randomUUID()}`, ...body });

  /** Reactions written straight to the table, one second apart (oldest first), so "newest first" has one answer. */
  async function seedReactions(contextId: string, count: number): Promise<void> {
    await db.query(
      `INSERT INTO feedback_reaction (context_id, emoji, sentiment, session_id, created_at)
       SELECT $1, '👍', 'positive', 'seeded-session', now() - make_interval(secs => $2 - n) FROM generate_series(1, $2) AS n`,
      [contextId, count],
    );
  }

  it('looks up each seeded context by its identifier', async () => {
    for (const identifier of FEEDBACK_CONTEXT_IDENTIFIERS) {
      const response = await get(`/api/feedback/contexts/${identifier}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), identifier });
    }
  });

  it.each([
    ['an unknown context identifier', '/api/feedback/contexts/checkout'],
    ['a malformed context identifier', `/api/feedback/contexts/${encodeURIComponent("home'; DROP TABLE feedback_context; --")}`],
    ['an upper-case identifier', '/api/feedback/contexts/HOME'],
    ['the reactions of an unknown context', `/api/feedback/reactions/${randomUUID()}`],
    ['the reactions of a malformed id', '/api/feedback/reactions/home'],
    ['the summary of an unknown context', `/api/feedback/summary/${randomUUID()}`],
    ['the summary of a malformed id', '/api/feedback/summary/not-a-uuid'],
  ])('answers 404 "Context not found" for %s', async (_case, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE });
  });

  it('summarises a context without reactions as zero', async () => {
    const response = await get(`/api/feedback/summary/${idOf('consultation-booking')}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ contextId: idOf('consultation-booking'), totalReactions: 0, sentimentScore: 0, recentReactions: [] });
    expect((await get(`/api/feedback/reactions/${idOf('consultation-booking')}`)).body).toEqual([]);
  });

  it('scores sentiment as the mean of +1, 0 and -1 and lists reactions newest first', async () => {
    const contextId = idOf('onboarding');
    const sent = [
      ['😊', 'positive'],
      ['🤩', 'positive'],
      ['😐', 'neutral'],
      ['😞', 'negative'],
    ] as const;
    for (const [emoji, sentiment] of sent) expect((await react(contextId, emoji, sentiment)).status).toBe(201);

    const summary = ZFeedbackSummary.parse((await get(`/api/feedback/summary/${contextId}`)).body);
    expect(summary.totalReactions).toBe(4);
    expect(summary.sentimentScore).toBeCloseTo((1 + 1 + 0 - 1) / 4, 10);
    expect(summary.recentReactions.map((reaction) => reaction.emoji)).toEqual(['😞', '😐', '🤩', '😊']);

    const list = ZFeedbackReactionList.parse((await get(`/api/feedback/reactions/${contextId}`)).body);
    expect(list.map((reaction) => reaction.sentiment)).toEqual(['negative', 'neutral', 'positive', 'positive']);
    expect(list[0]).not.toHaveProperty('sessionId');
    expect(list[0]).not.toHaveProperty('metadata');

    expect((await react(contextId, '👎', 'negative')).status).toBe(201);
    expect((await react(contextId, '🙁', 'negative')).status).toBe(201);
    const after = ZFeedbackSummary.parse((await get(`/api/feedback/summary/${contextId}`)).body);
    expect(after.sentimentScore).toBeCloseTo(-1 / 6, 10);
  });

  it(`caps the reaction list at ${FEEDBACK_REACTIONS_LIMIT} and the summary's recent ones at ${FEEDBACK_SUMMARY_RECENT_LIMIT}, counting all`, async () => {
    const contextId = idOf('portfolio');
    await seedReactions(contextId, FEEDBACK_REACTIONS_LIMIT + 5);
    const newest = await react(contextId, '💯', 'positive');

    const list = ZFeedbackReactionList.parse((await get(`/api/feedback/reactions/${contextId}`)).body);
    expect(list).toHaveLength(FEEDBACK_REACTIONS_LIMIT);
    expect(list[0]?.id).toBe(newest.body.id);
    const times = list.map((reaction) => Date.parse(reaction.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const summary = ZFeedbackSummary.parse((await get(`/api/feedback/summary/${contextId}`)).body);
    expect(summary.totalReactions).toBe(FEEDBACK_REACTIONS_LIMIT + 6);
    expect(summary.sentimentScore).toBe(1);
    expect(summary.recentReactions).toHaveLength(FEEDBACK_SUMMARY_RECENT_LIMIT);
  });

  it('answers the overview only to admins: 401 anonymous, 403 for a client', async () => {
    const anonymous = await get('/api/feedback/overview');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    const { agent } = await registerClient(server.url);
    expect((await agent.get('/api/feedback/overview')).status).toBe(403);
  });

  it('gives admins every context with counts, sentiment, average rating and the newest comments', async () => {
    const contextId = idOf('client-home');
    expect((await react(contextId, '❤️', 'positive')).status).toBe(201);
    expect((await react(contextId, '🙁', 'negative')).status).toBe(201);
    expect((await react(contextId, '👍', 'positive')).status).toBe(201);
    expect((await submit(contextId, { rating: 5 })).status).toBe(201);
    expect((await submit(contextId, { rating: 2, comment: '<b>Too slow</b> on my phone' })).status).toBe(201);
    for (let i = 1; i <= FEEDBACK_OVERVIEW_COMMENTS_LIMIT + 1; i += 1) {
      expect((await submit(contextId, { comment: `Comment ${i}` })).status).toBe(201);
    }

    const response = await admin.get('/api/feedback/overview');
    expect(response.status).toBe(200);
    const overview = ZFeedbackOverview.parse(response.body);
    expect(overview.contexts.map((context) => context.identifier)).toEqual([...FEEDBACK_CONTEXT_IDENTIFIERS].sort());

    const clientHome = overview.contexts.find((context) => context.identifier === 'client-home');
    expect(clientHome).toMatchObject({
      id: contextId,
      reactionCount: 3,
      submissionCount: FEEDBACK_OVERVIEW_COMMENTS_LIMIT + 3,
      averageRating: 3.5,
    });
    expect(clientHome?.sentimentScore).toBeCloseTo(1 / 3, 10);
    // Newest first, only submissions with a comment, at most the limit: the rated comment has dropped out.
    expect(clientHome?.latestComments.map((comment) => comment.comment)).toEqual(
      Array.from({ length: FEEDBACK_OVERVIEW_COMMENTS_LIMIT }, (_, i) => `Comment ${FEEDBACK_OVERVIEW_COMMENTS_LIMIT + 1 - i}`),
    );

    const untouched = overview.contexts.find((context) => context.identifier === 'consultation-booking');
    expect(untouched).toMatchObject({ reactionCount: 0, sentimentScore: 0, submissionCount: 0, averageRating: null, latestComments: [] });
  });

  it('keeps markup in a comment as the text it was', async () => {
    const contextId = idOf('home');
    const comment = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    expect((await submit(contextId, { rating: 3, comment })).status).toBe(201);
    const overview = ZFeedbackOverview.parse((await admin.get('/api/feedback/overview')).body);
    const home = overview.contexts.find((context) => context.identifier === 'home');
    expect(home?.latestComments[0]).toMatchObject({ comment, rating: 3 });
  });
});
