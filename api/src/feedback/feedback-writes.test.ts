import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import {
  FEEDBACK_CATEGORY_MESSAGE,
  FEEDBACK_COMMENT_TOO_LONG_MESSAGE,
  FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE,
  FEEDBACK_EMPTY_SUBMISSION_MESSAGE,
  FEEDBACK_METADATA_MESSAGE,
  FEEDBACK_METADATA_TEXT_TOO_LONG_MESSAGE,
  FEEDBACK_METADATA_TOO_LARGE_MESSAGE,
  FEEDBACK_RATE_LIMIT_MESSAGE,
  FEEDBACK_RATING_MESSAGE,
  FEEDBACK_REACTIONS,
  FEEDBACK_SENTIMENT_MISMATCH_MESSAGE,
  FEEDBACK_UNKNOWN_EMOJI_MESSAGE,
} from '@agency/contracts';
import { BEHIND_LOOPBACK_PROXY, startTestApp, type TestApp } from '../../test/test-app';

const RATE_LIMIT = 5;

/** A random client address, so one test's rate-limit counter never meets another's. */
function clientAddress(): string {
  const bytes = randomUUID().replace(/-/g, '');
  return `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`;
}

describe('POST /api/feedback/reactions and /api/feedback/submissions', () => {
  let server: TestApp;
  let db: Client;
  let homeId: string;

  beforeAll(async () => {
    process.env.FEEDBACK_RATE_LIMIT = String(RATE_LIMIT);
    // Behind a trusted proxy (loopback), so each test can be its own client address.
    server = await startTestApp(BEHIND_LOOPBACK_PROXY);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    homeId = (await request(server.url).get('/api/feedback/contexts/home')).body.id;
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    delete process.env.FEEDBACK_RATE_LIMIT;
  });

  const post = (path: 'reactions' | 'submissions', body: unknown, ip = clientAddress()) =>
    request(server.url)
      .post(`/api/feedback/${path}`)
      .set('content-type', 'application/json')
      .set('x-forwarded-for', ip)
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  /** Each test writes under its own session id, so counting its rows is exact whatever else runs. */
  const newSessionId = () => `session-${randomUUID()}`;
  const reaction = (sessionId: string, overrides: Record<string, unknown> = {}) => ({
    contextId: homeId,
    emoji: '😊',
    sentiment: 'positive',
    sessionId,
    metadata: { contextIdentifier: 'home', userAgent: 'jest', timestamp: new Date().toISOString() },
    ...overrides,
  });
  const submission = (sessionId: string, overrides: Record<string, unknown> = {}) => ({
    contextId: homeId,
    rating: 4,
    comment: 'Quick to find what I needed.',
    category: 'general',
    sessionId,
    metadata: { contextIdentifier: 'home' },
    ...overrides,
  });

  async function stored(sessionId: string): Promise<{ reactions: number; submissions: number }> {
    const result = await db.query(
      `SELECT (SELECT count(*)::int FROM feedback_reaction WHERE session_id = $1) AS reactions,
              (SELECT count(*)::int FROM feedback_submission WHERE session_id = $1) AS submissions`,
      [sessionId],
    );
    return result.rows[0];
  }

  it.each(Object.entries(FEEDBACK_REACTIONS))('stores the reaction "%s" with its emoji, sentiment, session and metadata', async (_word, { emoji, sentiment }) => {
    const sessionId = newSessionId();
    const response = await post('reactions', reaction(sessionId, { emoji, sentiment }));

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), emoji, sentiment, createdAt: expect.any(String) });
    const { rows } = await db.query('SELECT * FROM feedback_reaction WHERE id = $1', [response.body.id]);
    expect(rows[0]).toMatchObject({ context_id: homeId, emoji, sentiment, session_id: sessionId, metadata: { contextIdentifier: 'home', userAgent: 'jest' } });
  });

  it('stores a submission with a rating and a trimmed comment, category general', async () => {
    const sessionId = newSessionId();
    const response = await post('submissions', submission(sessionId, { comment: '  Loved the portfolio.\n', category: undefined }));

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const { rows } = await db.query('SELECT * FROM feedback_submission WHERE id = $1', [response.body.id]);
    expect(rows[0]).toMatchObject({ context_id: homeId, rating: 4, comment: 'Loved the portfolio.', category: 'general', session_id: sessionId });
  });

  it('accepts a rating alone and a comment alone; a blank comment counts as none', async () => {
    const sessionId = newSessionId();
    expect((await post('submissions', submission(sessionId, { comment: undefined, rating: 5 }))).status).toBe(201);
    expect((await post('submissions', submission(sessionId, { comment: '   ', rating: 1 }))).status).toBe(201);
    expect((await post('submissions', submission(sessionId, { rating: null, comment: 'No rating, just words.' }))).status).toBe(201);
    expect((await post('submissions', submission(sessionId, { rating: undefined, comment: 'c'.repeat(2000) }))).status).toBe(201);

    const { rows } = await db.query('SELECT rating, comment FROM feedback_submission WHERE session_id = $1 ORDER BY created_at, id', [sessionId]);
    expect(rows.map((row) => [row.rating, row.comment?.length ?? null]).sort()).toEqual(
      [[5, null], [1, null], [null, 22], [null, 2000]].sort(),
    );
  });

  it.each([
    ['an emoji no widget offers', { emoji: '🍕' }, 'emoji', FEEDBACK_UNKNOWN_EMOJI_MESSAGE],
    ['text instead of an emoji', { emoji: 'great' }, 'emoji', FEEDBACK_UNKNOWN_EMOJI_MESSAGE],
    ['a sentiment that does not match the emoji', { emoji: '👎', sentiment: 'positive' }, 'sentiment', FEEDBACK_SENTIMENT_MISMATCH_MESSAGE],
    ['an unknown sentiment', { sentiment: 'ecstatic' }, 'sentiment', 'Sentiment must be positive, neutral or negative'],
    ['no sentiment', { sentiment: undefined }, 'sentiment', 'Sentiment must be positive, neutral or negative'],
    ['no session id', { sessionId: undefined }, 'sessionId', 'Session id is required'],
    ['a session id with markup', { sessionId: '<script>alert(1)</script>' }, 'sessionId', 'Session id may only hold letters, digits, - and _'],
    ['an overlong session id', { sessionId: 's'.repeat(101) }, 'sessionId', 'Session id must be 100 characters or fewer'],
    ['nested metadata', { metadata: { browser: { name: 'x' } } }, 'metadata.browser', FEEDBACK_METADATA_MESSAGE],
    ['a list in metadata', { metadata: { tags: ['a'] } }, 'metadata.tags', FEEDBACK_METADATA_MESSAGE],
    ['metadata as a list', { metadata: ['a'] }, 'metadata', FEEDBACK_METADATA_MESSAGE],
    ['too many metadata keys', { metadata: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`key${i}`, i])) }, 'metadata', FEEDBACK_METADATA_MESSAGE],
    ['oversized metadata', { metadata: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`key${i}`, 'x'.repeat(400)])) }, 'metadata', FEEDBACK_METADATA_TOO_LARGE_MESSAGE],
    ['a metadata key that is not a name', { metadata: { 'a b': 1 } }, 'metadata.a b', FEEDBACK_METADATA_MESSAGE],
    ['no context id', { contextId: undefined }, 'contextId', 'Context id is required'],
    ['a context id that is a number', { contextId: 7 }, 'contextId', 'Context id is required'],
  ])('refuses a reaction with %s (400) and stores nothing', async (_case, change, path, message) => {
    const sessionId = newSessionId();
    const body = { ...reaction(sessionId), ...change };
    const response = await post('reactions', body);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, message });
    expect(response.body.errors).toContainEqual({ path, message });
    expect(await stored(typeof body.sessionId === 'string' ? body.sessionId : sessionId)).toEqual({ reactions: 0, submissions: 0 });
  });

  it.each([
    ['neither rating nor comment', { rating: undefined, comment: undefined }, 'comment', FEEDBACK_EMPTY_SUBMISSION_MESSAGE],
    ['a blank comment and no rating', { rating: null, comment: ' \n\t ' }, 'comment', FEEDBACK_EMPTY_SUBMISSION_MESSAGE],
    ['a rating of 0', { rating: 0 }, 'rating', FEEDBACK_RATING_MESSAGE],
    ['a rating of 6', { rating: 6 }, 'rating', FEEDBACK_RATING_MESSAGE],
    ['a fractional rating', { rating: 3.5 }, 'rating', FEEDBACK_RATING_MESSAGE],
    ['a rating sent as text', { rating: '4' }, 'rating', FEEDBACK_RATING_MESSAGE],
    ['a comment over 2,000 characters', { comment: 'c'.repeat(2001) }, 'comment', FEEDBACK_COMMENT_TOO_LONG_MESSAGE],
    ['a comment that is not text', { comment: { text: 'hi' } }, 'comment', 'Comment must be text'],
    ['another category', { category: 'bug' }, 'category', FEEDBACK_CATEGORY_MESSAGE],
    ['overlong metadata text', { metadata: { note: 'x'.repeat(501) } }, 'metadata.note', FEEDBACK_METADATA_TEXT_TOO_LONG_MESSAGE],
  ])('refuses a submission with %s (400) and stores nothing', async (_case, change, path, message) => {
    const sessionId = newSessionId();
    const response = await post('submissions', submission(sessionId, change));

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, message });
    expect(response.body.errors).toContainEqual({ path, message });
    expect(await stored(sessionId)).toEqual({ reactions: 0, submissions: 0 });
  });

  it.each([
    ['an unknown context id', () => randomUUID()],
    ['a malformed context id', () => 'home'],
  ])('answers 404 "Context not found" for %s and stores nothing', async (_case, contextId) => {
    const sessionId = newSessionId();
    for (const [path, body] of [
      ['reactions', reaction(sessionId, { contextId: contextId() })],
      ['submissions', submission(sessionId, { contextId: contextId() })],
    ] as const) {
      const response = await post(path, body);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE });
    }
    expect(await stored(sessionId)).toEqual({ reactions: 0, submissions: 0 });
  });

  it('answers malformed JSON, a non-object body and an oversized body with 4xx JSON, storing nothing', async () => {
    const before = await db.query('SELECT (SELECT count(*) FROM feedback_reaction) + (SELECT count(*) FROM feedback_submission) AS n');

    const broken = await post('reactions', `{"contextId": "${homeId}", "emoji": `);
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ statusCode: 400, message: expect.any(String) });

    for (const body of ['[]', '"great"', 'null', '42']) {
      const response = await post('submissions', body);
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe(400);
    }

    const huge = await post('submissions', { ...submission(newSessionId()), comment: 'x'.repeat(server.config.bodyLimitBytes + 1) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ statusCode: 413 });

    const notJson = await request(server.url).post('/api/feedback/reactions').set('content-type', 'text/plain').send('great');
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect(notJson.body.statusCode).toBe(notJson.status);

    const after = await db.query('SELECT (SELECT count(*) FROM feedback_reaction) + (SELECT count(*) FROM feedback_submission) AS n');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it(`answers the write after ${RATE_LIMIT} from one address with 429, and stores only ${RATE_LIMIT}`, async () => {
    const ip = clientAddress();
    const sessionId = newSessionId();
    for (let i = 0; i < RATE_LIMIT; i += 1) {
      const response = i % 2 === 0 ? await post('reactions', reaction(sessionId), ip) : await post('submissions', submission(sessionId), ip);
      expect(response.status).toBe(201);
    }
    for (const path of ['reactions', 'submissions'] as const) {
      const refused = await post(path, path === 'reactions' ? reaction(sessionId) : submission(sessionId), ip);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ statusCode: 429, message: FEEDBACK_RATE_LIMIT_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await stored(sessionId)).toEqual({ reactions: 3, submissions: 2 });
    // Another visitor is not affected.
    expect((await post('reactions', reaction(sessionId))).status).toBe(201);
  });
});
