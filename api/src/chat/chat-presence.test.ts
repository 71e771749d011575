import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { TChatAvailabilityFrame, TChatConversationFrame, TChatPresenceServerFrame, TChatServerFrame } from '@agency/contracts';
import type { TestApp } from '../../test/test-app';
import { createOwnDatabase, type OwnDatabase } from '../../test/test-database';
import { ADMIN_PASSWORD, adminEnv, openChat, pollUntil, sessionCookie, startChatApp, welcomed, type ChatClient } from '../../test/chat-client';
import { ChatPresence } from './chat-presence.service';

type AnyFrame = TChatServerFrame | TChatPresenceServerFrame;
const isAvailability = (state: TChatAvailabilityFrame['state']) => (frame: AnyFrame) => frame.type === 'availability' && frame.state === state;
/** The last availability a client was told. */
function availability(client: ChatClient): TChatAvailabilityFrame | undefined {
  return (client.frames as AnyFrame[]).filter((frame): frame is TChatAvailabilityFrame => frame.type === 'availability').at(-1);
}
async function toldState(client: ChatClient, state: TChatAvailabilityFrame['state']): Promise<TChatAvailabilityFrame> {
  return pollUntil(async () => {
    const last = availability(client);
    return last?.state === state ? last : undefined;
  }, `availability '${state}'`);
}

/** Two instances on a database of their own: nobody else's admins count, and presence crosses instances. */
describe('agent presence across instances', () => {
  const admin = adminEnv();
  let scratch: OwnDatabase;
  let first: TestApp;
  let second: TestApp;
  let db: Client;
  let cookie: string;
  const open: ChatClient[] = [];
  async function connect(url: string, options: Parameters<typeof openChat>[1] = {}): Promise<ChatClient> {
    const client = await openChat(url, options);
    open.push(client);
    await welcomed(client);
    return client;
  }

  beforeAll(async () => {
    scratch = await createOwnDatabase('chat');
    // Presence ticks every 0.5 s (rows live 1.5 s); an agent idle for 3 s counts as away.
    const env = { CHAT_AGENT_AWAY_SECONDS: '1.5', CHAT_AGENT_IDLE_SECONDS: '3', CHAT_ADDRESS_RATE_LIMIT: '1000' };
    first = await startChatApp(env, { ...admin, DATABASE_URL: scratch.url });
    second = await startChatApp(env, { ...admin, DATABASE_URL: scratch.url });
    db = new Client({ connectionString: scratch.url });
    await db.connect();
    cookie = await sessionCookie(first.url, '/api/auth/login', { email: admin.ADMIN_EMAIL, password: ADMIN_PASSWORD });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await db?.end();
    await first?.close();
    await second?.close();
    await scratch?.drop();
  });

  it('tells a visitor on one instance when an agent on the other is online, away, then gone', async () => {
    const visitor = await connect(second.url);
    expect(await toldState(visitor, 'offline')).toEqual({ type: 'availability', state: 'offline', names: [] });

    const desk = await connect(first.url, { cookie, query: { agent: 1 } });
    expect(await toldState(visitor, 'online')).toEqual({ type: 'availability', state: 'online', names: ['Admin'] });
    const agents = await second.app.get(ChatPresence).onlineAgents();
    expect(agents).toEqual([{ userId: expect.any(String), firstName: 'Admin', state: 'online' }]);

    desk.send({ type: 'presence', state: 'away' });
    await toldState(visitor, 'away');
    expect(await second.app.get(ChatPresence).onlineAgents()).toEqual([{ userId: agents[0]?.userId, firstName: 'Admin', state: 'away' }]);

    desk.send({ type: 'presence', state: 'online' });
    await toldState(visitor, 'online');
    await desk.close();
    await toldState(visitor, 'offline');
    expect(await first.app.get(ChatPresence).onlineAgents()).toEqual([]);
    // A reconnecting visitor is told after its history, without waiting for a change.
    const again = await connect(first.url, { query: { sessionId: await welcomed(visitor) } });
    await again.waitFor((frame) => frame.type === 'history');
    expect(await toldState(again, 'offline')).toEqual({ type: 'availability', state: 'offline', names: [] });
  });

  it('counts an agent idle on every socket as away, and online again once they act', async () => {
    const visitor = await connect(first.url);
    const desk = await connect(second.url, { cookie, query: { agent: 1 } });
    await toldState(visitor, 'online');
    await pollUntil(async () => (availability(visitor)?.state === 'away' ? true : undefined), 'the idle agent to count as away', 8000);
    desk.send({ type: 'presence', state: 'online' });
    await toldState(visitor, 'online');
  });

  it("stops counting a dead instance's admins once their rows expire, and deletes those rows", async () => {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [admin.ADMIN_EMAIL]);
    const userId = rows[0]?.id;
    const deadInstance = randomUUID();
    // What an instance that was killed leaves behind: a row it will never renew.
    await db.query("INSERT INTO chat_admin_presence (user_id, instance_id, state, expires_at) VALUES ($1, $2, 'online', now() + interval '1 second')", [
      userId,
      deadInstance,
    ]);
    const visitor = await connect(first.url);
    expect(await first.app.get(ChatPresence).onlineAgents()).toEqual([{ userId, firstName: 'Admin', state: 'online' }]);
    await toldState(visitor, 'online');
    await toldState(visitor, 'offline');
    await pollUntil(async () => {
      const left = await db.query('SELECT 1 FROM chat_admin_presence WHERE instance_id = $1', [deadInstance]);
      return left.rowCount === 0 ? true : undefined;
    }, "the dead instance's row to be deleted");
  });

  it('refuses a presence frame of the wrong shape and never takes one from a visitor', async () => {
    const desk = await connect(first.url, { cookie, query: { agent: 1 } });
    desk.send({ type: 'presence', state: 'asleep' });
    await desk.waitFor((frame) => frame.type === 'error');
    const visitor = await connect(first.url);
    visitor.send({ type: 'presence', state: 'online' });
    await visitor.waitFor((frame) => frame.type === 'error');
    const { rowCount } = await db.query("SELECT 1 FROM chat_admin_presence WHERE state = 'away'");
    expect(rowCount).toBe(0);
  });

  it('passes typing both ways across instances, never stored, at most one per throttle window', async () => {
    const desk = await connect(first.url, { cookie, query: { agent: 1 } });
    const visitor = await connect(second.url);
    const sessionId = await welcomed(visitor);
    visitor.send({ type: 'typing' });
    visitor.send({ type: 'typing' });
    expect(await desk.waitFor((frame) => (frame as AnyFrame).type === 'typing')).toEqual({ type: 'typing', sessionId, from: 'visitor', name: null });
    desk.send({ type: 'typing', sessionId });
    expect(await visitor.waitFor((frame) => (frame as AnyFrame).type === 'typing')).toEqual({ type: 'typing', sessionId, from: 'agent', name: 'Admin' });
    // The second signal came within the throttle window: dropped. A message after it proves the order.
    visitor.send({ text: 'after typing', sender: 'user', userId: null, sessionId });
    await desk.waitForMessage('after typing');
    expect((desk.frames as AnyFrame[]).filter((frame) => frame.type === 'typing')).toHaveLength(1);
    const { rows } = await db.query('SELECT count(*)::int AS count FROM chat_message WHERE conversation_id = $1', [sessionId]);
    expect(rows[0]).toEqual({ count: 1 });
  });

  it("shows 'Seen' both ways across instances, and the same after a reconnect, each once", async () => {
    const desk = await connect(first.url, { cookie, query: { agent: 1 } });
    const visitor = await connect(second.url);
    const sessionId = await welcomed(visitor);
    visitor.send({ text: 'Is this seen?', sender: 'user', userId: null, sessionId });
    const message = await visitor.waitForMessage('Is this seen?');

    // The agent reads it on instance one: the visitor on instance two is told.
    desk.send({ type: 'read', sessionId, upTo: message.id });
    const seenByAgent = (frame: AnyFrame) => frame.type === 'seen' && frame.by === 'agent';
    expect(await visitor.waitFor((frame) => seenByAgent(frame as AnyFrame))).toEqual({ type: 'seen', sessionId, by: 'agent', upTo: message.id });

    // The visitor sees the agent's reply: the agents' list entry carries the visitor's marker.
    desk.send({ text: 'Seen it', sender: 'agent', sessionId });
    const reply = await visitor.waitForMessage('Seen it');
    // Until the visitor has seen it, the widget's launcher counts it (its socket is closed while the panel is).
    const unread = async (id: string) => fetch(`${second.url}/api/chat/visitor/${id}/unread`);
    expect(await (await unread(sessionId)).json()).toEqual({ unread: 1 });
    visitor.send({ type: 'seen', upTo: reply.id });
    visitor.send({ type: 'seen', upTo: reply.id });
    await desk.waitFor(
      (frame): frame is TChatConversationFrame => frame.type === 'conversation' && frame.conversation.id === sessionId && frame.conversation.visitorReadUpTo === reply.id,
    );

    expect(await (await unread(sessionId)).json()).toEqual({ unread: 0 });
    expect((await unread('x'.repeat(32))).status).toBe(404);
    expect((await unread('not-an-id')).status).toBe(404);

    // A reconnect reads both markers from the conversation row.
    const again = await connect(first.url, { query: { sessionId, after: reply.id } });
    const state = await pollUntil(async () => (again.frames as AnyFrame[]).find((frame) => frame.type === 'visitor-state'), 'the visitor state');
    expect(state).toMatchObject({ agentReadUpTo: reply.id });
    const { rows } = await db.query('SELECT visitor_read_up_to FROM chat_conversation WHERE id = $1', [sessionId]);
    expect(rows[0]).toEqual({ visitor_read_up_to: reply.id });
    // Never told twice for one position.
    expect((visitor.frames as AnyFrame[]).filter((frame) => seenByAgent(frame) && frame.type === 'seen' && frame.upTo === message.id)).toHaveLength(1);
  });
});
