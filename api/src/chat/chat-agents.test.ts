import request from 'supertest';
import type { Client } from 'pg';
import {
  CHAT_AGENT_ONLY_MESSAGE,
  CHAT_CLOSE_POLICY,
  CHAT_CONVERSATION_NOT_FOUND_MESSAGE,
  CHAT_LEAD_NEEDS_EMAIL_MESSAGE,
  CHAT_VISITOR_NAME_TOO_LONG_MESSAGE,
  ZChatConversationList,
  ZChatTranscript,
  type TChatServerFrame,
} from '@agency/contracts';
import { connectTestDatabase } from '../../test/test-database';
import { uniqueEmail, type TestApp } from '../../test/test-app';
import { CHAT_REPLY_KIND } from './chat-mails';
import {
  ADMIN_PASSWORD,
  adminEnv,
  openChat,
  registeredClientCookie,
  sessionCookie,
  startChatApp,
  pollUntil,
  welcomed,
  type ChatClient,
} from '../../test/chat-client';

const isConversationFrame = (sessionId: string, check: (frame: TChatServerFrame & { type: 'conversation' }) => boolean) => (frame: TChatServerFrame) =>
  frame.type === 'conversation' && frame.conversation.id === sessionId && check(frame);

describe('live chat agents', () => {
  const admin = adminEnv();
  let server: TestApp;
  let db: Client;
  let adminCookie: string;
  const open: ChatClient[] = [];
  async function connect(options: Parameters<typeof openChat>[1] = {}): Promise<ChatClient> {
    const client = await openChat(server.url, options);
    open.push(client);
    return client;
  }
  const agent = () => connect({ cookie: adminCookie, query: { agent: 1 } });
  const post = (path: string) => request(server.url).post(path).set('cookie', adminCookie).set('content-type', 'application/json');

  beforeAll(async () => {
    server = await startChatApp({ CHAT_VISITOR_GONE_SECONDS: '0.6' }, admin);
    db = await connectTestDatabase();
    adminCookie = await sessionCookie(server.url, '/api/auth/login', { email: admin.ADMIN_EMAIL, password: ADMIN_PASSWORD });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  it('answers 401 signed out and 403 to a client, on every endpoint and on the agent socket', async () => {
    const { cookie } = await registeredClientCookie(server.url);
    const id = 'a'.repeat(32);
    const calls = [
      (caller: request.Agent | ReturnType<typeof request>) => caller.get('/api/chat/conversations'),
      (caller: request.Agent | ReturnType<typeof request>) => caller.get(`/api/chat/conversations/${id}`),
      (caller: request.Agent | ReturnType<typeof request>) => caller.post(`/api/chat/conversations/${id}/read`).set('content-type', 'application/json'),
      (caller: request.Agent | ReturnType<typeof request>) => caller.post(`/api/chat/conversations/${id}/lead`).set('content-type', 'application/json'),
    ];
    for (const call of calls) {
      expect((await call(request(server.url))).status).toBe(401);
      const asClient = await call(request(server.url)).set('cookie', cookie);
      expect(asClient.status).toBe(403);
    }
    for (const options of [{ cookie }, {}]) {
      const refused = await connect({ ...options, query: { agent: 1 } });
      expect(await refused.closed).toEqual({ code: CHAT_CLOSE_POLICY, reason: CHAT_AGENT_ONLY_MESSAGE });
    }
  });

  it('brings visitors to agents and agents back to the visitor, named, with list, unread and read', async () => {
    const desk = await agent();
    await desk.waitFor((frame) => frame.type === 'welcome' && frame.sessionId === '');
    const visitor = await connect();
    const sessionId = await welcomed(visitor);
    visitor.send({ text: 'Do you do chatbots?', sender: 'user', userId: null, sessionId });
    visitor.send({ text: 'For a bakery', sender: 'user', userId: null, sessionId });
    const heard = await desk.waitFor((frame) => frame.type === 'message' && frame.data.message === 'For a bakery');
    expect(heard).toMatchObject({ type: 'message', sessionId, data: { sender: 'user', userId: null } });
    await desk.waitFor(isConversationFrame(sessionId, (frame) => frame.conversation.unread === 2));

    const list = await request(server.url).get('/api/chat/conversations').set('cookie', adminCookie);
    expect(list.status).toBe(200);
    const items = ZChatConversationList.parse(list.body).items;
    const times = items.map((item) => item.lastMessageAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(items.find((item) => item.id === sessionId)).toMatchObject({ unread: 2, lastMessage: 'For a bakery', visitorName: null, visitorEmail: null, leadId: null });

    desk.send({ text: 'Kia ora! Yes we do.', sender: 'agent', sessionId });
    const reply = await visitor.waitForMessage('Kia ora! Yes we do.');
    expect(reply).toMatchObject({ sender: 'agent', senderName: 'Admin' });
    const adminId = (await db.query('SELECT id FROM "user" WHERE email = $1', [admin.ADMIN_EMAIL])).rows[0].id;
    expect(reply.userId).toBe(adminId);
    // Replying reads what came before.
    await desk.waitFor(isConversationFrame(sessionId, (frame) => frame.conversation.unread === 0 && frame.conversation.lastMessage === 'Kia ora! Yes we do.'));

    visitor.send({ text: 'Great, how much?', sender: 'user', userId: null, sessionId });
    await desk.waitFor(isConversationFrame(sessionId, (frame) => frame.conversation.unread === 1));
    const read = await post(`/api/chat/conversations/${sessionId}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: sessionId, unread: 0 });

    visitor.send({ text: 'Hello?', sender: 'user', userId: null, sessionId });
    const hello = await desk.waitFor((frame) => frame.type === 'message' && frame.data.message === 'Hello?');
    if (hello.type !== 'message') throw new Error('expected a message');
    desk.send({ type: 'read', sessionId, upTo: hello.data.id });
    await desk.waitFor(isConversationFrame(sessionId, (frame) => frame.conversation.unread === 0 && frame.conversation.lastMessage === 'Hello?'));

    const transcript = ZChatTranscript.parse((await request(server.url).get(`/api/chat/conversations/${sessionId}`).set('cookie', adminCookie)).body);
    expect(transcript.messages.filter((message) => message.sender !== 'system').map((message) => [message.sender, message.message])).toEqual([
      ['user', 'Do you do chatbots?'],
      ['user', 'For a bakery'],
      ['agent', 'Kia ora! Yes we do.'],
      ['user', 'Great, how much?'],
      ['user', 'Hello?'],
    ]);
  });

  it('answers the same not-found for malformed and unknown ids', async () => {
    for (const id of ['not-an-id', 'b'.repeat(32)]) {
      const get = await request(server.url).get(`/api/chat/conversations/${id}`).set('cookie', adminCookie);
      expect(get.status).toBe(404);
      expect(get.body).toEqual({ statusCode: 404, message: CHAT_CONVERSATION_NOT_FOUND_MESSAGE });
      for (const action of ['read', 'lead']) {
        const response = await post(`/api/chat/conversations/${id}/${action}`);
        expect(response.body).toEqual({ statusCode: 404, message: CHAT_CONVERSATION_NOT_FOUND_MESSAGE });
      }
    }
    const desk = await agent();
    desk.send({ text: 'into the void', sender: 'agent', sessionId: 'c'.repeat(32) });
    expect(await desk.waitFor((frame) => frame.type === 'error')).toEqual({ type: 'error', message: CHAT_CONVERSATION_NOT_FOUND_MESSAGE });
  });

  it('turns a conversation into one lead, once the visitor has left an address', async () => {
    const visitor = await connect();
    const sessionId = await welcomed(visitor);
    visitor.send({ text: 'We need a new website', sender: 'user', userId: null, sessionId });
    await visitor.waitForMessage('We need a new website');

    const early = await post(`/api/chat/conversations/${sessionId}/lead`);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ statusCode: 409, message: CHAT_LEAD_NEEDS_EMAIL_MESSAGE });

    const email = uniqueEmail('hemi');
    visitor.send({ type: 'contact', email: email.toUpperCase(), name: 'Hemi Walker' });
    expect(await visitor.waitFor((frame) => frame.type === 'contact-saved')).toEqual({ type: 'contact-saved', sessionId, email });

    const [first, second] = await Promise.all([post(`/api/chat/conversations/${sessionId}/lead`), post(`/api/chat/conversations/${sessionId}/lead`)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const leads = await db.query('SELECT id, first_name, last_name, email, source, status, message FROM lead WHERE email = $1', [email]);
    expect(leads.rows).toEqual([
      { id: first.body.leadId, first_name: 'Hemi', last_name: 'Walker', email, source: 'live_chat', status: 'new', message: 'From the live chat:\nWe need a new website' },
    ]);
    const summary = await request(server.url).get(`/api/chat/conversations/${sessionId}`).set('cookie', adminCookie);
    expect(summary.body.conversation).toMatchObject({ visitorName: 'Hemi Walker', visitorEmail: email, leadId: first.body.leadId });
  });

  it("takes the lead's first and last name from the name left with the address, split at the first space, never '-'", async () => {
    const makeLead = async (name: string | undefined) => {
      const visitor = await connect();
      const sessionId = await welcomed(visitor);
      const text = `Please e-mail me ${sessionId.slice(0, 6)}`;
      visitor.send({ text, sender: 'user', userId: null, sessionId });
      await visitor.waitForMessage(text);
      const email = uniqueEmail('named');
      visitor.send({ type: 'contact', email, ...(name === undefined ? {} : { name }) });
      await visitor.waitFor((frame) => frame.type === 'contact-saved');
      const created = await post(`/api/chat/conversations/${sessionId}/lead`);
      expect(created.status).toBe(200);
      const lead = await db.query('SELECT first_name, last_name FROM lead WHERE id = $1', [created.body.leadId]);
      const summary = await request(server.url).get(`/api/chat/conversations/${sessionId}`).set('cookie', adminCookie);
      return { email, lead: lead.rows[0], visitorName: summary.body.conversation.visitorName };
    };

    expect(await makeLead('  Aroha   Ngata ')).toMatchObject({ lead: { first_name: 'Aroha', last_name: 'Ngata' }, visitorName: 'Aroha Ngata' });
    expect(await makeLead('Mary Jane Smith')).toMatchObject({ lead: { first_name: 'Mary', last_name: 'Jane Smith' } });
    expect(await makeLead('Aroha')).toMatchObject({ lead: { first_name: 'Aroha', last_name: '' }, visitorName: 'Aroha' });
    // No name: the address's local part stands as the first name (as the CRM has always shown such a person), no last name.
    const anonymous = await makeLead('   ');
    expect(anonymous.lead).toEqual({ first_name: anonymous.email.split('@')[0], last_name: '' });
    expect(anonymous.visitorName).toBeNull();

    const csv = await request(server.url).get('/api/leads/export').query({ search: anonymous.email }).set('cookie', adminCookie);
    expect(csv.status).toBe(200);
    const row = csv.text.split('\n').find((line) => line.includes(anonymous.email));
    expect(row).toBeDefined();
    expect(row?.split(',')).not.toContain('-');
  });

  it('refuses a name over 100 characters or not text with an error frame, and stores nothing', async () => {
    const visitor = await connect();
    const sessionId = await welcomed(visitor);
    for (const name of ['N'.repeat(101), 42]) {
      visitor.send({ type: 'contact', email: uniqueEmail('long'), name });
      const refusal = await visitor.waitFor((frame) => frame.type === 'error');
      expect(refusal).toEqual({ type: 'error', message: typeof name === 'string' ? CHAT_VISITOR_NAME_TOO_LONG_MESSAGE : 'Name must be text' });
      visitor.frames.length = 0;
    }
    const row = await db.query('SELECT visitor_name, visitor_email FROM chat_conversation WHERE id = $1', [sessionId]);
    expect(row.rows[0]).toEqual({ visitor_name: null, visitor_email: null });
    // 100 is allowed.
    visitor.send({ type: 'contact', email: uniqueEmail('long'), name: `${'N'.repeat(50)} ${'M'.repeat(49)}` });
    await visitor.waitFor((frame) => frame.type === 'contact-saved');
  });

  it('a lead that had only an address takes the name given later; a name it has is kept', async () => {
    const email = uniqueEmail('later');
    const local = email.split('@')[0] ?? '';
    const existing = await db.query<{ id: string }>(
      `INSERT INTO lead (first_name, last_name, email, message, source, status) VALUES ($1, '', $2, 'From the live chat', 'live_chat', 'new') RETURNING id`,
      [local, email],
    );
    const nameLead = async (name: string) => {
      const visitor = await connect();
      const sessionId = await welcomed(visitor);
      visitor.send({ text: 'Me again', sender: 'user', userId: null, sessionId });
      await visitor.waitForMessage('Me again');
      visitor.send({ type: 'contact', email, name });
      await visitor.waitFor((frame) => frame.type === 'contact-saved');
      expect((await post(`/api/chat/conversations/${sessionId}/lead`)).body).toEqual({ leadId: existing.rows[0]?.id });
      return (await db.query('SELECT first_name, last_name FROM lead WHERE id = $1', [existing.rows[0]?.id])).rows[0];
    };
    expect(await nameLead('Aroha')).toEqual({ first_name: 'Aroha', last_name: '' });
    expect(await nameLead('Aroha Ngata')).toEqual({ first_name: 'Aroha', last_name: 'Ngata' });
    expect(await nameLead('Someone Else')).toEqual({ first_name: 'Aroha', last_name: 'Ngata' });
  });

  it('links a visitor who is a lead already (a booking, the consultant) to that lead instead of making a second', async () => {
    const email = uniqueEmail('aroha');
    const existing = await db.query<{ id: string }>(
      `INSERT INTO lead (first_name, last_name, email, message, source, status) VALUES ('Aroha', 'Ngata', $1, 'Booked a consultation', 'booking', 'warm') RETURNING id`,
      [email],
    );
    const visitor = await connect();
    const sessionId = await welcomed(visitor);
    visitor.send({ text: 'About my consultation on Monday', sender: 'user', userId: null, sessionId });
    await visitor.waitForMessage('About my consultation on Monday');
    visitor.send({ type: 'contact', email, name: 'Aroha Ngata' });
    await visitor.waitFor((frame) => frame.type === 'contact-saved');

    const created = await post(`/api/chat/conversations/${sessionId}/lead`);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ leadId: existing.rows[0]?.id });
    const leads = await db.query('SELECT source, status, message FROM lead WHERE email = $1', [email]);
    expect(leads.rows).toEqual([{ source: 'booking', status: 'warm', message: 'Booked a consultation' }]);
  });

  it("e-mails an agent's replies to a visitor who has left, and only those", async () => {
    const desk = await agent();
    const visitor = await openChat(server.url);
    const sessionId = await welcomed(visitor);
    const email = uniqueEmail('left');
    visitor.send({ type: 'contact', email });
    await visitor.waitFor((frame) => frame.type === 'contact-saved');
    desk.send({ text: 'Seen while here', sender: 'agent', sessionId });
    await visitor.waitForMessage('Seen while here');
    await visitor.close();
    // The reply must follow the server's own knowledge that the visitor left: a socket closing while the reply is
    // written counts as open, and what it was sent is not mailed. Gone means no tick has refreshed the conversation
    // for CHAT_VISITOR_GONE_SECONDS, which only happens once the server has no socket open for it.
    await pollUntil(async () => {
      const { rows } = await db.query(`SELECT 1 FROM chat_conversation WHERE id = $1 AND visitor_seen_at < now() - interval '0.6 seconds'`, [sessionId]);
      return rows[0];
    }, 'the server to count the visitor as gone');

    desk.send({ text: 'Answered after you left', sender: 'agent', sessionId });
    await desk.waitFor((frame) => frame.type === 'message' && frame.data.message === 'Answered after you left');
    const mail = await pollUntil(async () => {
      const { rows } = await db.query('SELECT kind, reply_to, subject, text_body FROM outbox_email WHERE to_address = $1', [email]);
      return rows[0];
    }, 'the reply mail');
    expect(mail.kind).toBe(CHAT_REPLY_KIND);
    expect(mail.text_body).toContain('Admin: Answered after you left');
    expect(mail.text_body).not.toContain('Seen while here');
  });
});
