import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { ONBOARDING_MESSAGES, ZOnboardingChatList, ZOnboardingChatTranscript, type TOnboardingChat } from '@agency/contracts';
import { ADMIN_PASSWORD, adminEnv } from '../../test/chat-client';
import { consultantVisitor } from '../../test/onboarding-client';
import { BEHIND_LOOPBACK_PROXY, registerClient, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { createOwnDatabase, type OwnDatabase } from '../../test/test-database';

/** On a database of its own: its pages are over every session, and other suites start theirs meanwhile. */
describe("the CRM's User Assessments (onboarding chat sessions)", () => {
  let database: OwnDatabase;
  let server: TestApp;
  let db: Client;
  let admin: ReturnType<typeof request.agent>;
  const env = adminEnv();

  beforeAll(async () => {
    database = await createOwnDatabase('onboarding_crm');
    server = await startTestApp({ ...env, ...BEHIND_LOOPBACK_PROXY, DATABASE_URL: database.url });
    db = new Client({ connectionString: database.url });
    await db.connect();
    admin = request.agent(server.url);
    const signIn = await admin.post('/api/auth/login').set('content-type', 'application/json').send({ email: env.ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(signIn.status).toBe(200);
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    await database.drop();
  });

  /** A session taken as far as `steps` messages (9 completes it); its e-mail is unique. */
  async function session(steps: number, name = 'Aroha Ngata') {
    const visitor = consultantVisitor(server.url);
    const email = uniqueEmail('crm');
    expect((await visitor.init()).status).toBe(200);
    const script = ['Digital Marketing', 'A cafe in Wellington', 'Quiet weekdays', 'Busier weekdays', name, email, 'Cuba St Cafe', 'Around $3,000', 'Next month'];
    for (const message of script.slice(0, steps)) expect((await visitor.say(message)).status).toBe(200);
    const { id } = (await db.query('SELECT id FROM onboarding_chat WHERE session_id = $1', [visitor.sessionId])).rows[0];
    return { id: id as string, sessionId: visitor.sessionId, email };
  }

  async function list(query: Record<string, string | number> = {}) {
    const response = await admin.get('/api/crm/onboarding-chats').query({ pageSize: 200, ...query });
    expect(response.status).toBe(200);
    return ZOnboardingChatList.parse(response.body);
  }

  const post = (path: string) => admin.post(path).set('content-type', 'application/json').send('{}');

  it('lists sessions newest first with what the consultant gathered, their status and counts per status', async () => {
    const started = await session(0);
    const midway = await session(5, 'Mere Parata');
    const completed = await session(9);

    const page = await list();
    const mine = page.items.filter((item) => [started.id, midway.id, completed.id].includes(item.id));
    expect(mine.map((item) => item.id)).toEqual([completed.id, midway.id, started.id]);
    const [done, half, fresh] = mine as [TOnboardingChat, TOnboardingChat, TOnboardingChat];
    expect(fresh).toMatchObject({ sessionId: started.sessionId, status: 'in_progress', stage: 'service_selection', contactInfo: { name: null, email: null }, messageCount: 1 });
    expect(half).toMatchObject({ status: 'in_progress', stage: 'contact', serviceInterest: 'Digital Marketing', contactInfo: { name: 'Mere Parata', email: null } });
    expect(done).toMatchObject({
      sessionId: completed.sessionId,
      contactInfo: { name: 'Aroha Ngata', email: completed.email },
      serviceInterest: 'Digital Marketing',
      companyName: 'Cuba St Cafe',
      budget: 'Around $3,000',
      timeline: 'Next month',
      businessDescription: 'A cafe in Wellington',
      challenges: 'Quiet weekdays',
      goals: 'Busier weekdays',
      stage: 'complete',
      status: 'converted',
      messageCount: 19,
      leadId: expect.any(String),
      completedAt: expect.any(String),
    });
    expect(page.counts.total).toBe(page.counts.inProgress + page.counts.completed + page.counts.converted);
    expect(page.total).toBe(page.counts.total);

    const onlyConverted = await list({ status: 'converted' });
    expect(onlyConverted.items.every((item) => item.status === 'converted')).toBe(true);
    expect(onlyConverted.items.map((item) => item.id)).toContain(completed.id);
    expect(onlyConverted.total).toBe(onlyConverted.counts.converted);
    const onlyInProgress = await list({ status: 'in_progress' });
    expect(onlyInProgress.items.map((item) => item.id)).toEqual(expect.arrayContaining([started.id, midway.id]));
  });

  it('pages the list', async () => {
    await session(0);
    await session(0);
    const first = await list({ page: 1, pageSize: 1 });
    const second = await list({ page: 2, pageSize: 1 });
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(first.items[0]?.id).not.toBe(second.items[0]?.id);
    expect((await admin.get('/api/crm/onboarding-chats').query({ pageSize: 201 })).status).toBe(400);
    expect((await admin.get('/api/crm/onboarding-chats').query({ status: 'archived' })).status).toBe(400);
  });

  it('shows one transcript oldest first, with the stage of each message', async () => {
    const completed = await session(9);
    const response = await admin.get(`/api/crm/onboarding-chats/${completed.id}`);
    expect(response.status).toBe(200);
    const { chat, messages } = ZOnboardingChatTranscript.parse(response.body);
    expect(chat.id).toBe(completed.id);
    expect(messages).toHaveLength(19);
    expect(messages[0]).toMatchObject({ role: 'assistant', stage: 'service_selection' });
    expect(messages[1]).toMatchObject({ role: 'user', content: 'Digital Marketing', stage: 'service_selection' });
    expect(messages[18]).toMatchObject({ role: 'assistant', stage: 'complete' });
  });

  it("makes a finished conversation its person's lead at once ('converted'); the CRM's button answers that same lead", async () => {
    const completed = await session(9, 'Aroha Ngata');
    const row = (await db.query('SELECT status, lead_id FROM onboarding_chat WHERE id = $1', [completed.id])).rows[0];
    expect(row.status).toBe('converted');
    const leadId = row.lead_id as string;

    const lead = (await db.query('SELECT * FROM lead WHERE id = $1', [leadId])).rows[0];
    expect(lead).toMatchObject({
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: completed.email,
      company: 'Cuba St Cafe',
      service_interest: 'Digital Marketing',
      source: 'onboarding_chat',
      status: 'new',
    });
    expect(lead.message).toContain('Business: A cafe in Wellington');
    expect(lead.message).toContain('Budget: Around $3,000');

    const again = await post(`/api/crm/onboarding-chats/${completed.id}/lead`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ leadId });
    expect((await db.query('SELECT count(*)::int AS n FROM lead WHERE email = $1', [completed.email])).rows[0].n).toBe(1);

    const [item] = (await list({ status: 'converted' })).items.filter((entry) => entry.id === completed.id);
    expect(item).toMatchObject({ status: 'converted', leadId, stage: 'complete' });
  });

  it('merges by e-mail: a second conversation of the same person, and an older session converted by hand, join the existing lead', async () => {
    const first = await session(9, 'Aroha Ngata');
    const firstLead = (await db.query('SELECT lead_id FROM onboarding_chat WHERE id = $1', [first.id])).rows[0].lead_id as string;

    const visitor = consultantVisitor(server.url);
    await visitor.init();
    await visitor.say('Lead Generation');
    const done = await visitor.say(`I'm Aroha Ngata from Cuba St Cafe, ${first.email.toUpperCase()}. We need more bookings, about $2k, asap. That's all I can tell you for now.`);
    expect(done.body.context.stage).toBe('complete');
    const second = (await db.query('SELECT status, lead_id FROM onboarding_chat WHERE session_id = $1', [visitor.sessionId])).rows[0];
    expect(second).toEqual({ status: 'converted', lead_id: firstLead });
    expect((await db.query('SELECT count(*)::int AS n FROM lead WHERE email = $1', [first.email])).rows[0].n).toBe(1);

    // A session that finished before leads were made at completion: the button merges it into the same lead.
    const older = await session(9, 'Aroha Ngata');
    const olderLead = (await db.query('SELECT lead_id FROM onboarding_chat WHERE id = $1', [older.id])).rows[0].lead_id as string;
    await db.query(`UPDATE onboarding_chat SET status = 'completed', lead_id = NULL WHERE id = $1`, [older.id]);
    const converted = await post(`/api/crm/onboarding-chats/${older.id}/lead`);
    expect(converted.body).toEqual({ leadId: olderLead });
  });

  it('refuses a lead for a session without an e-mail (409) and unknown or malformed ids (404)', async () => {
    const early = await session(5);
    const noEmail = await post(`/api/crm/onboarding-chats/${early.id}/lead`);
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.message).toBe(ONBOARDING_MESSAGES.noEmail);
    expect((await db.query('SELECT status, lead_id FROM onboarding_chat WHERE id = $1', [early.id])).rows[0]).toEqual({ status: 'in_progress', lead_id: null });

    for (const id of [randomUUID(), 'not-an-id']) {
      expect((await post(`/api/crm/onboarding-chats/${id}/lead`)).body).toEqual({ statusCode: 404, message: ONBOARDING_MESSAGES.chatNotFound });
      expect((await admin.get(`/api/crm/onboarding-chats/${id}`)).status).toBe(404);
    }
  });

  it('keeps the status rules in the database, whoever writes', async () => {
    const early = await session(1);
    await expect(db.query(`UPDATE onboarding_chat SET status = 'completed' WHERE id = $1`, [early.id])).rejects.toThrow(/onboarding_chat_status_stage_check/);
    await expect(db.query(`UPDATE onboarding_chat SET stage = 'complete', completed_at = now() WHERE id = $1`, [early.id])).rejects.toThrow(
      /onboarding_chat_(status_stage|contact)_check/,
    );
    await expect(db.query(`UPDATE onboarding_chat SET status = 'archived' WHERE id = $1`, [early.id])).rejects.toThrow(/onboarding_chat_status_check/);
  });

  it('is for admins only: 401 signed out, 403 for a client', async () => {
    expect((await request(server.url).get('/api/crm/onboarding-chats')).status).toBe(401);
    const { agent } = await registerClient(server.url);
    expect((await agent.get('/api/crm/onboarding-chats')).status).toBe(403);
    expect((await agent.post(`/api/crm/onboarding-chats/${randomUUID()}/lead`).set('content-type', 'application/json').send('{}')).status).toBe(403);
  });
});
