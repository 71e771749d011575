import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { ANALYTICS_PERSONAL_KEY_MESSAGE, ANALYTICS_RATE_LIMIT_MESSAGE } from '@agency/contracts';
import { BEHIND_LOOPBACK_PROXY, startTestApp, type TestApp } from '../../test/test-app';

function event(overrides: Record<string, unknown> = {}) {
  return { name: 'page_view', path: '/pricing', occurredAt: new Date().toISOString(), ...overrides };
}

describe('POST /api/analytics/events', () => {
  let server: TestApp;
  let db: Client;

  beforeAll(async () => {
    Object.assign(process.env, { ANALYTICS_RATE_LIMIT: '5', ANALYTICS_RATE_WINDOW_SECONDS: '600' });
    server = await startTestApp(BEHIND_LOOPBACK_PROXY);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    delete process.env.ANALYTICS_RATE_LIMIT;
    delete process.env.ANALYTICS_RATE_WINDOW_SECONDS;
  });

  const send = (body: unknown, ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) =>
    request(server.url)
      .post('/api/analytics/events')
      .set('content-type', 'application/json')
      .set('x-forwarded-for', ip)
      .send(JSON.stringify(body));

  it('stores a batch and answers 202 without touching cookies', async () => {
    const tag = randomUUID();
    const occurredAt = '2026-01-05T10:00:00.000Z';
    const response = await send({
      events: [
        event({ path: `/pricing?email=someone@example.co.nz#plans`, props: { run: tag, plan: 'Professional', step: 2, popular: true }, occurredAt }),
        event({ name: 'hero_cta_clicked', path: '/', props: { run: tag, button: 'Start Your Journey' } }),
        event({ name: 'subscription_plan_selected', path: '/subscription-payment', props: { run: tag } }),
      ],
    });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ accepted: 3 });
    expect(response.headers['set-cookie']).toBeUndefined();

    const rows = await db.query(`SELECT name, path, props, occurred_at FROM analytics_event WHERE props->>'run' = $1 ORDER BY id`, [tag]);
    expect(rows.rows.map((row) => row.name)).toEqual(['page_view', 'hero_cta_clicked', 'subscription_plan_selected']);
    // The query string (which could carry personal data) is dropped; only the path is kept.
    expect(rows.rows[0]).toEqual({ name: 'page_view', path: '/pricing', props: { run: tag, plan: 'Professional', step: 2, popular: true }, occurred_at: new Date(occurredAt) });
  });

  it('accepts 50 events and refuses 51', async () => {
    expect((await send({ events: Array.from({ length: 50 }, () => event()) })).status).toBe(202);
    const tooMany = await send({ events: Array.from({ length: 51 }, () => event()) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('At most 50 events per batch');
  });

  it.each([
    ['an unknown event name', { name: 'mystery_click' }, 'events.0.name', 'Unknown event name'],
    ['a path that is not a path', { path: 'https://elsewhere.example' }, 'events.0.path', 'Path must start with /'],
    ['a missing time', { occurredAt: undefined }, 'events.0.occurredAt', 'occurredAt must be an ISO date-time'],
    ['an email prop key', { props: { email: 'x' } }, 'events.0.props.email', ANALYTICS_PERSONAL_KEY_MESSAGE],
    ['a name prop key', { props: { firstName: 'Aroha' } }, 'events.0.props.firstName', ANALYTICS_PERSONAL_KEY_MESSAGE],
    ['a phone prop key', { props: { phone_number: '021' } }, 'events.0.props.phone_number', ANALYTICS_PERSONAL_KEY_MESSAGE],
    ['an e-mail address as a value', { props: { field: 'jo@example.co.nz' } }, 'events.0.props.field', ANALYTICS_PERSONAL_KEY_MESSAGE],
    ['a nested prop', { props: { nested: { a: 1 } } }, 'events.0.props.nested', undefined],
    ['a long string prop', { props: { label: 'x'.repeat(201) } }, 'events.0.props.label', undefined],
  ])('refuses %s with 400 and stores nothing', async (_what, change, path, message) => {
    const tag = randomUUID();
    const base = event({ props: { run: tag } });
    const response = await send({ events: [{ ...base, ...change }] });
    expect(response.status).toBe(400);
    const paths = (response.body.errors as Array<{ path: string; message: string }>).map((error) => error.path);
    expect(paths).toContain(path);
    if (message) expect(response.body.errors).toContainEqual({ path, message });
    const stored = await db.query(`SELECT count(*)::int AS n FROM analytics_event WHERE props->>'run' = $1`, [tag]);
    expect(stored.rows[0].n).toBe(0);
  });

  it('refuses more than 20 props and an empty batch', async () => {
    const props = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    expect((await send({ events: [event({ props })] })).body.message).toBe('At most 20 properties');
    expect((await send({ events: [] })).body.message).toBe('At least one event is required');
  });

  it('limits batches per client address', async () => {
    const ip = '10.78.1.1';
    for (let i = 0; i < 5; i += 1) expect((await send({ events: [event()] }, ip)).status).toBe(202);
    const refused = await send({ events: [event()] }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: ANALYTICS_RATE_LIMIT_MESSAGE });
    expect((await send({ events: [event()] }, '10.78.1.2')).status).toBe(202);
  });

  it('refuses a text/plain beacon (the shell sends a JSON Blob)', async () => {
    const response = await request(server.url)
      .post('/api/analytics/events')
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ events: [event()] }));
    expect(response.status).toBe(403);
  });
});
