import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { ADMIN_PASSWORD, adminEnv, openChat, pollUntil, sessionCookie, startChatApp, welcomed, type ChatClient } from './chat-client';
import { loopbackAddress, requestFrom, startCaddyFront, type CaddyFront } from './caddy-front';
import { BEHIND_LOOPBACK_PROXY, registerClient, uniqueEmail, type TestApp } from './test-app';
import { createOwnDatabase, type OwnDatabase } from './test-database';
import { TestSmtpServer } from './test-smtp-server';

/**
 * Two instances of the API on one database behind Caddy with the project's own deploy/Caddyfile (round robin), as in
 * production: whatever one instance knows (sessions, rate-limit and sign-in counters, chat, the outbox) the other
 * knows too. Which instance answered comes from the X-Served-By header the Caddyfile adds.
 */
describe('two API instances behind Caddy behave as one', () => {
  const admin = adminEnv();
  const smtp = new TestSmtpServer();
  const agencyEmail = `agency-${randomUUID().slice(0, 8)}@agency.example.co.nz`;
  const open: ChatClient[] = [];
  let instances: TestApp[];
  let caddy: CaddyFront;
  // Their outbox workers claim every due mail of their database: on the shared one they would send other suites' mails.
  let database: OwnDatabase;
  let db: Client;

  beforeAll(async () => {
    const smtpPort = await smtp.listen();
    // Both outbox workers poll often, so they compete for the same rows.
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, AGENCY_EMAIL: agencyEmail, OUTBOX_POLL_MS: '50', LOGIN_MAX_FAILURES: '4' };
    database = await createOwnDatabase('instances');
    const appEnv = { ...admin, ...BEHIND_LOOPBACK_PROXY, LOGIN_MAX_FAILURES: '4', DATABASE_URL: database.url };
    instances = [await startChatApp(env, appEnv), await startChatApp(env, appEnv)];
    caddy = await startCaddyFront(instances.map((instance) => instance.url));
    db = new Client({ connectionString: database.url });
    await db.connect();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await db.end();
    await caddy.close();
    for (const instance of instances) await instance.close();
    await database.drop();
    await smtp.close();
  });

  /** The instances that answered these responses. */
  const servedBy = (responses: { headers: Record<string, string | string[] | undefined> }[]) =>
    new Set(responses.map((response) => caddy.servedBy(response.headers)));

  it('keeps a session made on one instance valid on the other', async () => {
    const agent = request.agent(caddy.url);
    const email = uniqueEmail('instances');
    const registered = await agent
      .post('/api/auth/register')
      .set('content-type', 'application/json')
      .send({ firstName: 'Aroha', lastName: 'Ngata', email, password: 'correct horse battery' });
    expect(registered.status).toBe(201);
    const answers = [registered];
    for (let i = 0; i < 3; i += 1) {
      const me = await agent.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email });
      answers.push(me);
    }
    expect(servedBy(answers)).toEqual(new Set([0, 1]));

    // Signing out on one instance ends the session on both.
    expect((await agent.post('/api/auth/logout').set('content-type', 'application/json').send({})).status).toBeLessThan(300);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('counts a rate limit across both instances', async () => {
    // A visitor's own address, as Caddy passes it on in X-Forwarded-For (one it does not trust is replaced).
    const localAddress = loopbackAddress();
    // One person writing six times: the contact form counts per e-mail (and, more loosely, per address).
    const email = uniqueEmail('limit');
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await requestFrom(caddy.url, {
        path: '/api/leads',
        localAddress,
        // Forged: Caddy drops it, or every lead would count against another address.
        headers: { 'x-forwarded-for': `10.77.0.${i}` },
        json: { firstName: 'Rua', lastName: 'Tane', email, company: 'Kiwi Bakery', message: 'Please call me back.' },
      });
      answers.push(response);
      if (response.status === 429) expect(JSON.parse(response.body)).toMatchObject({ statusCode: 429 });
    }
    // The limit is five leads per e-mail per window, whichever instance takes them.
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(servedBy(answers)).toEqual(new Set([0, 1]));
  });

  it('counts failed sign-ins across both instances and then refuses even the right password', async () => {
    const { agent, email } = await registerClient(caddy.url);
    await agent.post('/api/auth/logout').set('content-type', 'application/json').send({});
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const wrong = await request(caddy.url).post('/api/auth/login').set('content-type', 'application/json').send({ email, password: 'not my password' });
      expect(wrong.status).toBe(401);
      answers.push(wrong);
    }
    const right = await request(caddy.url).post('/api/auth/login').set('content-type', 'application/json').send({ email, password: 'correct horse battery' });
    expect(right.status).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(servedBy(answers)).toEqual(new Set([0, 1]));
  });

  it('lets a visitor and an agent on different instances hear each other', async () => {
    const cookie = await sessionCookie(caddy.url, '/api/auth/login', { email: admin.ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const desk = await openChat(caddy.url, { cookie, query: { agent: 1 } });
    open.push(desk);
    await welcomed(desk);
    const [deskInstance] = await caddy.instancesWithSockets();
    const visitor = await openChat(caddy.url);
    open.push(visitor);
    const sessionId = await welcomed(visitor);
    expect((await caddy.instancesWithSockets()).filter((index) => index !== deskInstance)).toHaveLength(1);

    visitor.send({ text: 'Hello through the balancer', sender: 'user', userId: null, sessionId });
    expect(await desk.waitFor((frame) => frame.type === 'message' && frame.data.message === 'Hello through the balancer')).toMatchObject({ sessionId });
    desk.send({ text: 'Kia ora from the other instance', sender: 'agent', sessionId });
    expect(await visitor.waitForMessage('Kia ora from the other instance')).toMatchObject({ sender: 'agent' });
  });

  it('sends each outbox mail exactly once with both workers running', async () => {
    const visitors = Array.from({ length: 8 }, () => uniqueEmail('outbox'));
    for (const email of visitors) {
      const response = await requestFrom(caddy.url, {
        path: '/api/leads',
        localAddress: loopbackAddress(),
        json: { firstName: 'Mere', lastName: 'Tane', email, company: 'Kiwi Bakery', message: 'Please call me back.' },
      });
      expect(response.status).toBe(201);
    }
    // Every mail of these leads is marked sent; a row once sent is never claimed again, so the counts below are final.
    await pollUntil(async () => {
      const { rows } = await db.query<{ unsent: number }>(
        `SELECT count(*)::int AS unsent FROM outbox_email WHERE status <> 'sent' AND (to_address = ANY($1) OR reply_to = ANY($1))`,
        [visitors],
      );
      return rows[0]?.unsent === 0 ? true : undefined;
    }, 'every mail of the leads to be sent', 15_000);
    const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM outbox_email WHERE to_address = ANY($1) OR reply_to = ANY($1)`, [visitors]);
    expect(rows[0]?.count).toBe(visitors.length * 2);
    for (const email of visitors) expect(smtp.to(email)).toHaveLength(1);
    const notifications = smtp.to(agencyEmail).filter((mail) => visitors.some((email) => mail.raw.includes(email)));
    expect(notifications).toHaveLength(visitors.length);
  });
});
