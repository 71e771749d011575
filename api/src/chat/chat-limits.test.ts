import { randomInt } from 'node:crypto';
import type { Client } from 'pg';
import { CHAT_RATE_LIMIT_MESSAGE } from '@agency/contracts';
import { connectTestDatabase } from '../../test/test-database';
import type { TestApp } from '../../test/test-app';
import { openChat, refusedStatus, startChatApp, welcomed, type ChatClient } from '../../test/chat-client';

/**
 * Each test speaks from its own loopback address, so per-address counters start empty (the counters are in the
 * database, which other suites and a rerun may share: the addresses are this run's own).
 */
const run = `127.${randomInt(1, 250)}.${randomInt(1, 250)}`;
const address = (n: number) => `${run}.${n}`;

describe('live chat limits', () => {
  let server: TestApp;
  let db: Client;
  const open: ChatClient[] = [];
  async function connect(options: Parameters<typeof openChat>[1] = {}): Promise<ChatClient> {
    const client = await openChat(server.url, options);
    open.push(client);
    return client;
  }
  async function storedCount(sessionIds: string[]): Promise<number> {
    const { rows } = await db.query("SELECT count(*)::int AS n FROM chat_message WHERE conversation_id = ANY($1) AND sender = 'user'", [sessionIds]);
    return rows[0].n;
  }

  beforeAll(async () => {
    server = await startChatApp({
      CHAT_SOCKET_RATE_LIMIT: '3',
      CHAT_ADDRESS_RATE_LIMIT: '5',
      CHAT_RATE_WINDOW_SECONDS: '600',
      CHAT_MAX_SOCKETS_PER_ADDRESS: '3',
      CHAT_HEARTBEAT_SECONDS: '0.2',
    });
    db = await connectTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  it('refuses frames beyond the per-socket rate with an error frame, storing nothing', async () => {
    const chat = await connect({ localAddress: address(11) });
    const sessionId = await welcomed(chat);
    for (const text of ['one', 'two', 'three', 'four']) chat.send({ text, sender: 'user', userId: null, sessionId });
    await chat.waitFor((frame) => frame.type === 'error');
    await chat.waitForMessage('three');
    expect(chat.frames.filter((frame) => frame.type === 'error')).toEqual([{ type: 'error', message: CHAT_RATE_LIMIT_MESSAGE }]);
    expect(await storedCount([sessionId])).toBe(3);
  });

  it('counts every socket of one address against the per-address rate', async () => {
    const first = await connect({ localAddress: address(12) });
    const second = await connect({ localAddress: address(12) });
    const firstId = await welcomed(first);
    const secondId = await welcomed(second);
    for (const text of ['a1', 'a2', 'a3']) first.send({ text, sender: 'user', userId: null, sessionId: firstId });
    await first.waitForMessage('a3');
    for (const text of ['b1', 'b2', 'b3']) second.send({ text, sender: 'user', userId: null, sessionId: secondId });
    await second.waitFor((frame) => frame.type === 'error' && frame.message === CHAT_RATE_LIMIT_MESSAGE);
    await second.waitForMessage('b2');
    expect(await storedCount([firstId, secondId])).toBe(5);

    // Another address is not affected.
    const elsewhere = await connect({ localAddress: address(13) });
    const elsewhereId = await welcomed(elsewhere);
    elsewhere.send({ text: 'from elsewhere', sender: 'user', userId: null, sessionId: elsewhereId });
    await elsewhere.waitForMessage('from elsewhere');
  });

  it('refuses the socket beyond the cap per address with 429', async () => {
    for (let i = 0; i < 3; i += 1) await welcomed(await connect({ localAddress: address(14) }));
    expect(await refusedStatus(server.url, { localAddress: address(14) })).toBe(429);
    await welcomed(await connect({ localAddress: address(15) }));
  });

  it("accepts the site's own origin and refuses a foreign one with 403", async () => {
    const own = await connect({ origin: server.url, localAddress: address(16) });
    await welcomed(own);
    expect(await refusedStatus(server.url, { origin: 'https://evil.example', localAddress: address(16) })).toBe(403);
    expect(await refusedStatus(server.url, { origin: 'null', localAddress: address(16) })).toBe(403);
  });

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const live = await connect({ localAddress: address(17) });
    await welcomed(live);
    const dead = await openChat(server.url, { localAddress: address(17), autoPong: false });
    await welcomed(dead);
    const closed = await dead.closed;
    expect(closed.code).toBe(1006);
    expect(live.ws.readyState).toBe(live.ws.OPEN);
  });
});

describe('live chat in production', () => {
  it('refuses a socket without an Origin header', async () => {
    const server = await startChatApp({ NODE_ENV: 'production' });
    try {
      expect(await refusedStatus(server.url)).toBe(403);
      const own = await openChat(server.url, { origin: server.url });
      await welcomed(own);
      await own.close();
    } finally {
      await server.close();
    }
  });
});
