import request from 'supertest';
import type { Client } from 'pg';
import {
  CHAT_INBOX_MESSAGES,
  CHAT_RESOLVED_MESSAGE,
  ZChatConversationList,
  ZChatConversationSummary,
  type TChatServerFrame,
} from '@agency/contracts';
import { connectTestDatabase } from '../../../test/test-database';
import { uniqueEmail, type TestApp } from '../../../test/test-app';
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
} from '../../../test/chat-client';
import { ChatPresence } from '../chat-presence.service';
import { ChatAssignment } from './chat-assignment.service';

describe('live chat state and assignment', () => {
  const admin = adminEnv();
  let server: TestApp;
  let db: Client;
  let adminCookie: string;
  let adminId: string;
  const open: ChatClient[] = [];
  async function connect(options: Parameters<typeof openChat>[1] = {}): Promise<ChatClient> {
    const client = await openChat(server.url, options);
    open.push(client);
    return client;
  }
  const post = (path: string, body: object) => request(server.url).post(path).set('cookie', adminCookie).send(body);
  const list = async (filter: string) =>
    ZChatConversationList.parse((await request(server.url).get(`/api/chat/conversations?filter=${filter}`).set('cookie', adminCookie)).body).items.map(
      (item) => item.id,
    );
  async function newAdmin(firstName: string): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO "user" (email, password_hash, first_name, role) VALUES ($1, 'x', $2, 'admin') RETURNING id`,
      [uniqueEmail('agent'), firstName],
    );
    return rows[0]?.id ?? '';
  }
  /** A conversation with one visitor message, written as the gateway writes it (no socket, so nothing auto-assigns). */
  async function conversationWithMessage(): Promise<string> {
    const visitor = await connect();
    const sessionId = await welcomed(visitor);
    await db.query(
      `WITH c AS (UPDATE chat_conversation SET last_message_id = 1, last_message = 'Kia ora' WHERE id = $1 RETURNING id)
       INSERT INTO chat_message (conversation_id, id, sender, body) SELECT id, 1, 'user', 'Kia ora' FROM c`,
      [sessionId],
    );
    return sessionId;
  }
  const assigneeOf = async (id: string) =>
    (await db.query<{ assignee_id: string | null }>('SELECT assignee_id FROM chat_conversation WHERE id = $1', [id])).rows[0]?.assignee_id ?? null;

  beforeAll(async () => {
    server = await startChatApp({}, admin);
    db = await connectTestDatabase();
    adminCookie = await sessionCookie(server.url, '/api/auth/login', { email: admin.ADMIN_EMAIL, password: ADMIN_PASSWORD });
    adminId = (await db.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [admin.ADMIN_EMAIL])).rows[0]?.id ?? '';
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  it('refuses non-admins on every new endpoint', async () => {
    const { cookie } = await registeredClientCookie(server.url);
    const id = 'a'.repeat(32);
    for (const path of ['/api/chat/assignees', '/api/chat/ratings']) {
      expect((await request(server.url).get(path)).status).toBe(401);
      expect((await request(server.url).get(path).set('cookie', cookie)).status).toBe(403);
    }
    for (const [path, body] of [
      [`/api/chat/conversations/${id}/state`, { state: 'resolved' }],
      [`/api/chat/conversations/${id}/assign`, { assigneeId: null }],
    ] as const) {
      expect((await request(server.url).post(path).send(body)).status).toBe(401);
      expect((await request(server.url).post(path).set('cookie', cookie).send(body)).status).toBe(403);
    }
  });

  it('assigns to admins only, filters, resolves (asking the visitor) and reopens on the visitor’s next message, live for agents', async () => {
    // Nobody counts as online here: whatever other suites' agents do, this conversation stays unassigned until assigned.
    jest.spyOn(server.app.get(ChatPresence), 'onlineAgents').mockResolvedValue([]);
    const desk = await connect({ cookie: adminCookie, query: { agent: 1 } });
    await desk.waitFor((frame) => frame.type === 'welcome');
    const visitor = await connect();
    const sessionId = await welcomed(visitor);
    visitor.send({ text: 'Can someone help?', sender: 'user', userId: null, sessionId });
    await visitor.waitForMessage('Can someone help?');
    await pollUntil(async () => ((await list('unassigned')).includes(sessionId) ? true : undefined), 'the unassigned conversation');

    const { cookie: clientCookie } = await registeredClientCookie(server.url);
    const clientId = (await request(server.url).get('/api/auth/user').set('cookie', clientCookie)).body.id as string;
    const refused = await post(`/api/chat/conversations/${sessionId}/assign`, { assigneeId: clientId });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CHAT_INBOX_MESSAGES.assigneeNotAdmin);
    expect((await post(`/api/chat/conversations/${sessionId}/assign`, { assigneeId: 'not-a-uuid' })).status).toBe(400);
    expect(await assigneeOf(sessionId)).toBeNull();

    const assigned = await post(`/api/chat/conversations/${sessionId}/assign`, { assigneeId: adminId }).expect(200);
    expect(ZChatConversationSummary.parse(assigned.body)).toMatchObject({ assigneeId: adminId, assigneeName: 'Admin', state: 'open' });
    await desk.waitFor((frame) => frame.type === 'conversation' && frame.conversation.id === sessionId && frame.conversation.assigneeId === adminId);
    expect(await list('mine')).toContain(sessionId);
    expect(await list('unassigned')).not.toContain(sessionId);
    const assignees = (await request(server.url).get('/api/chat/assignees').set('cookie', adminCookie)).body.items as Array<{ id: string }>;
    expect(assignees.map((item) => item.id)).toContain(adminId);
    expect(assignees.map((item) => item.id)).not.toContain(clientId);

    await post(`/api/chat/conversations/${sessionId}/state`, { state: 'pending' }).expect(200);
    expect((await post(`/api/chat/conversations/${sessionId}/state`, { state: 'closed' })).status).toBe(400);
    const resolved = await post(`/api/chat/conversations/${sessionId}/state`, { state: 'resolved' }).expect(200);
    expect(resolved.body).toMatchObject({ state: 'resolved', rating: null });
    await visitor.waitForMessage(CHAT_RESOLVED_MESSAGE);
    await desk.waitFor((frame: TChatServerFrame) => frame.type === 'conversation' && frame.conversation.id === sessionId && frame.conversation.state === 'resolved');
    expect(await list('resolved')).toContain(sessionId);
    expect(await list('all')).not.toContain(sessionId);
    // Resolving twice posts nothing more.
    await post(`/api/chat/conversations/${sessionId}/state`, { state: 'resolved' }).expect(200);

    visitor.send({ text: 'One more thing', sender: 'user', userId: null, sessionId });
    await desk.waitFor((frame) => frame.type === 'conversation' && frame.conversation.id === sessionId && frame.conversation.state === 'open' && frame.conversation.lastMessage === 'One more thing');
    expect(await list('mine')).toContain(sessionId);
    const resolvedMessages = await db.query(`SELECT 1 FROM chat_message WHERE conversation_id = $1 AND body = $2`, [sessionId, CHAT_RESOLVED_MESSAGE]);
    expect(resolvedMessages.rowCount).toBe(1);
    expect((await db.query('SELECT resolution, resolved_at FROM chat_conversation WHERE id = $1', [sessionId])).rows[0]).toEqual({ resolution: 1, resolved_at: null });
  });

  it('gives a new conversation to the online admin with the fewest open ones, and leaves it unassigned when nobody is online', async () => {
    const aroha = await newAdmin('Aroha');
    const ben = await newAdmin('Ben');
    jest.spyOn(server.app.get(ChatPresence), 'onlineAgents').mockResolvedValue([
      { userId: aroha, firstName: 'Aroha', state: 'online' },
      { userId: ben, firstName: 'Ben', state: 'away' },
    ]);
    const visitor = await connect();
    const sessionId = await welcomed(visitor);
    visitor.send({ text: 'Hello there', sender: 'user', userId: null, sessionId });
    expect(await pollUntil(async () => (await assigneeOf(sessionId)) ?? undefined, 'the auto-assignment')).toBe(aroha);

    jest.spyOn(server.app.get(ChatPresence), 'onlineAgents').mockResolvedValue([]);
    const lonely = await connect();
    const lonelyId = await welcomed(lonely);
    lonely.send({ text: 'Anyone there?', sender: 'user', userId: null, sessionId: lonelyId });
    await lonely.waitForMessage('Anyone there?');
    expect(await server.app.get(ChatAssignment).autoAssign(lonelyId, [])).toBeNull();
    expect(await assigneeOf(lonelyId)).toBeNull();
  });

  it('never gives two concurrent new conversations to the same admin when two are free, and both to the one online admin of two', async () => {
    const assignment = server.app.get(ChatAssignment);
    const first = await newAdmin('Hemi');
    const second = await newAdmin('Kiri');
    const pair = [await conversationWithMessage(), await conversationWithMessage()];
    const picked = await Promise.all(pair.map((id) => assignment.autoAssign(id, [first, second])));
    expect([...picked].sort()).toEqual([first, second].sort());

    const onlyOne = [await conversationWithMessage(), await conversationWithMessage()];
    const both = await Promise.all(onlyOne.map((id) => assignment.autoAssign(id, [first])));
    expect(both).toEqual([first, first]);
    // The next pick counts them: the other admin now has fewer open conversations.
    const next = await conversationWithMessage();
    expect(await assignment.autoAssign(next, [first, second])).toBe(second);
    // An assigned conversation is never taken over.
    expect(await assignment.autoAssign(next, [first])).toBeNull();
  });
});
