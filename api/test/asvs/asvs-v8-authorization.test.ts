import { CHAT_AGENT_ONLY_MESSAGE, CHAT_CLOSE_POLICY } from '@agency/contracts';
import { ADMIN_PASSWORD, adminEnv, openChat, registeredClientCookie, sessionCookie, welcomed, type ChatClient } from '../chat-client';
import { startTestApp, type TestApp } from '../test-app';

/**
 * ASVS 5.0 V8 (authorization). Every HTTP endpoint of the catalog is checked by the generated matrix in
 * test/security/authorization-matrix.test.ts (V8.2.1 function level: anonymous 401, client 403 on admin endpoints;
 * V8.2.2 object level: another client's object answers exactly like an unknown id). What the catalog does not
 * describe is the chat socket: its agent role and its conversations, checked here.
 */
let server: TestApp;
let adminCookie: string;
const open: ChatClient[] = [];
const connect = async (options: Parameters<typeof openChat>[1]) => {
  const client = await openChat(server.url, { origin: server.url, ...options });
  open.push(client);
  return client;
};
beforeAll(async () => {
  const admin = adminEnv();
  server = await startTestApp(admin);
  adminCookie = await sessionCookie(server.url, '/api/auth/login', { email: admin.ADMIN_EMAIL, password: ADMIN_PASSWORD });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(() => server.close());

describe('V8.2.1 function-level authorization on the WebSocket: only an admin opens the agent desk', () => {
  it('closes an anonymous and a client agent socket with the policy code, and lets an admin in', async () => {
    const { cookie } = await registeredClientCookie(server.url);
    for (const options of [{}, { cookie }]) {
      const refused = await connect({ ...options, query: { agent: 1 } });
      expect(await refused.closed).toEqual({ code: CHAT_CLOSE_POLICY, reason: CHAT_AGENT_ONLY_MESSAGE });
      expect(refused.frames.filter((frame) => frame.type === 'conversation')).toEqual([]);
    }
    const desk = await connect({ cookie: adminCookie, query: { agent: 1 } });
    await desk.waitFor((frame) => frame.type === 'welcome');
  });
});

describe("V8.2.2 object-level authorization on the WebSocket: a conversation is its owner's alone", () => {
  it("gives a stranger who names another's conversation id a new, empty conversation instead", async () => {
    const owner = await registeredClientCookie(server.url, 'Mere');
    const stranger = await registeredClientCookie(server.url, 'Tama');
    const mine = await connect({ cookie: owner.cookie });
    const sessionId = await welcomed(mine);
    mine.send({ text: 'my private question', sender: 'user', userId: null, sessionId });
    await mine.waitForMessage('my private question');

    for (const options of [{ cookie: stranger.cookie }, {}]) {
      const intruder = await connect({ ...options, query: { sessionId } });
      const given = await welcomed(intruder);
      expect(given).not.toBe(sessionId);
      expect(await intruder.waitFor((frame) => frame.type === 'history')).toEqual({ type: 'history', sessionId: given, messages: [] });
    }
  });

  it('does not let a visitor speak as an agent by sending the agent frame', async () => {
    const visitor = await connect({});
    const sessionId = await welcomed(visitor);
    visitor.send({ text: 'I am the agent now', sender: 'agent', sessionId });
    await visitor.waitFor((frame) => frame.type === 'error', 'an error frame');
    // Frames are answered in order: once this one is echoed, the forged one would have been too.
    visitor.send({ text: 'an ordinary question', sender: 'user', userId: null, sessionId });
    await visitor.waitForMessage('an ordinary question');
    const messages = visitor.frames.flatMap((frame) => (frame.type === 'message' ? [frame.data] : []));
    expect(messages.map((message) => [message.sender, message.message])).toEqual([['user', 'an ordinary question']]);
  });
});
