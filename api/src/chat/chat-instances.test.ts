import { startCaddyFront, type CaddyFront } from '../../test/caddy-front';
import { BEHIND_LOOPBACK_PROXY, type TestApp } from '../../test/test-app';
import { ADMIN_PASSWORD, adminEnv, openChat, sessionCookie, startChatApp, welcomed, type ChatClient } from '../../test/chat-client';

/** Two instances on one database behind Caddy (deploy/Caddyfile), which deals the sockets out in turn. */
describe('live chat across two API instances on one database', () => {
  const admin = adminEnv();
  let instances: TestApp[];
  let caddy: CaddyFront;
  const open: ChatClient[] = [];
  /** Opens a socket through Caddy and says which instance holds it (the one whose open sockets grew). */
  async function connect(options: Parameters<typeof openChat>[1] = {}): Promise<{ client: ChatClient; instance: number }> {
    const before = await caddy.inFlight();
    const client = await openChat(caddy.url, options);
    open.push(client);
    await welcomed(client);
    const after = await caddy.inFlight();
    return { client, instance: after.findIndex((count, index) => count > (before[index] ?? 0)) };
  }

  beforeAll(async () => {
    const appEnv = { ...admin, ...BEHIND_LOOPBACK_PROXY };
    instances = [await startChatApp({}, appEnv), await startChatApp({}, appEnv)];
    caddy = await startCaddyFront(instances.map((instance) => instance.url));
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await caddy?.close();
    for (const instance of instances ?? []) await instance.close();
  });

  it('carries a visitor on one instance and an agent on the other, both ways, in order', async () => {
    const cookie = await sessionCookie(caddy.url, '/api/auth/login', { email: admin.ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const { client: desk, instance: deskInstance } = await connect({ cookie, query: { agent: 1 } });
    const { client: visitor, instance: visitorInstance } = await connect();
    expect([deskInstance, visitorInstance].sort()).toEqual([0, 1]);
    const sessionId = await welcomed(visitor);

    visitor.send({ text: 'Hello from instance one', sender: 'user', userId: null, sessionId });
    const heard = await desk.waitFor((frame) => frame.type === 'message' && frame.data.message === 'Hello from instance one');
    expect(heard).toMatchObject({ sessionId, data: { sender: 'user' } });
    await desk.waitFor((frame) => frame.type === 'conversation' && frame.conversation.id === sessionId);

    desk.send({ text: 'Answer from instance two', sender: 'agent', sessionId });
    expect(await visitor.waitForMessage('Answer from instance two')).toMatchObject({ sender: 'agent', senderName: 'Admin' });

    // The same conversation open in a second tab, which Caddy's round robin gives the other instance.
    const { client: tab, instance: tabInstance } = await connect({ query: { sessionId } });
    expect(tabInstance).toBe(deskInstance);
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
