import type { TestApp } from '../../test/test-app';
import { ADMIN_PASSWORD, adminEnv, openChat, sessionCookie, startChatApp, welcomed, type ChatClient } from '../../test/chat-client';

describe('live chat across two API instances on one database', () => {
  const admin = adminEnv();
  let first: TestApp;
  let second: TestApp;
  const open: ChatClient[] = [];
  async function connect(url: string, options: Parameters<typeof openChat>[1] = {}): Promise<ChatClient> {
    const client = await openChat(url, options);
    open.push(client);
    return client;
  }

  beforeAll(async () => {
    first = await startChatApp({}, admin);
    second = await startChatApp({}, admin);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('carries a visitor on one instance and an agent on the other, both ways, in order', async () => {
    const cookie = await sessionCookie(second.url, '/api/auth/login', { email: admin.ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const desk = await connect(second.url, { cookie, query: { agent: 1 } });
    await welcomed(desk);
    const visitor = await connect(first.url);
    const sessionId = await welcomed(visitor);

    visitor.send({ text: 'Hello from instance one', sender: 'user', userId: null, sessionId });
    const heard = await desk.waitFor((frame) => frame.type === 'message' && frame.data.message === 'Hello from instance one');
    expect(heard).toMatchObject({ sessionId, data: { sender: 'user' } });
    await desk.waitFor((frame) => frame.type === 'conversation' && frame.conversation.id === sessionId);

    desk.send({ text: 'Answer from instance two', sender: 'agent', sessionId });
    expect(await visitor.waitForMessage('Answer from instance two')).toMatchObject({ sender: 'agent', senderName: 'Admin' });

    // The same conversation open in a second tab that reached the other instance.
    const tab = await connect(second.url, { query: { sessionId } });
    expect(await welcomed(tab)).toBe(sessionId);
    for (let i = 1; i <= 5; i += 1) visitor.send({ text: `burst ${i}`, sender: 'user', userId: null, sessionId });
    await tab.waitForMessage('burst 5');
    const ids = (client: ChatClient) =>
      client.frames.flatMap((frame) => (frame.type === 'history' ? frame.messages.map((m) => m.id) : frame.type === 'message' ? [frame.data.id] : []));
    for (const client of [visitor, tab]) {
      const seen = ids(client);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    }
    const last = tab.frames.at(-1);
    expect(last?.type === 'message' && last.data.message).toBe('burst 5');
  });
});
