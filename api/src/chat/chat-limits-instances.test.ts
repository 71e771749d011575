import { randomInt } from 'node:crypto';
import type { Client } from 'pg';
import { CHAT_RATE_LIMIT_MESSAGE } from '@agency/contracts';
import { connectTestDatabase } from '../../test/test-database';
import type { TestApp } from '../../test/test-app';
import { openChat, pollUntil, refusedStatus, startChatApp, welcomed, type ChatClient } from '../../test/chat-client';
import { startServerProcess } from '../../test/server-process';

const LIMITS = {
  CHAT_SOCKET_RATE_LIMIT: '10',
  CHAT_ADDRESS_RATE_LIMIT: '5',
  CHAT_RATE_WINDOW_SECONDS: '600',
  CHAT_MAX_SOCKETS_PER_ADDRESS: '3',
  CHAT_SOCKET_LEASE_SECONDS: '2',
};

/** Loopback addresses of this run's own (the counters are in the database, which a rerun may reuse). */
const run = `127.${randomInt(1, 250)}.${randomInt(1, 250)}`;
const address = (n: number) => `${run}.${n}`;

describe('live chat limits across two API instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let db: Client;
  const open: ChatClient[] = [];
  async function connect(url: string, localAddress: string): Promise<ChatClient> {
    const client = await openChat(url, { localAddress });
    open.push(client);
    await welcomed(client);
    return client;
  }
  async function storedCount(sessionIds: string[]): Promise<number> {
    const { rows } = await db.query("SELECT count(*)::int AS n FROM chat_message WHERE conversation_id = ANY($1) AND sender = 'user'", [sessionIds]);
    return rows[0].n;
  }
  async function countedSockets(from: string): Promise<number> {
    const { rows } = await db.query('SELECT coalesce(sum(sockets), 0)::int AS n FROM chat_socket_lease WHERE address = $1 AND expires_at > now()', [from]);
    return rows[0].n;
  }

  beforeAll(async () => {
    first = await startChatApp(LIMITS);
    second = await startChatApp(LIMITS);
    db = await connectTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await db.end();
    await first.close();
    await second.close();
  });

  it("counts an address's frames on both instances against one per-address rate", async () => {
    const one = await connect(first.url, address(1));
    const two = await connect(second.url, address(1));
    const oneId = await welcomed(one);
    const twoId = await welcomed(two);
    for (const text of ['one 1', 'one 2', 'one 3']) one.send({ text, sender: 'user', userId: null, sessionId: oneId });
    await one.waitForMessage('one 3');
    for (const text of ['two 1', 'two 2', 'two 3']) two.send({ text, sender: 'user', userId: null, sessionId: twoId });
    await two.waitFor((frame) => frame.type === 'error' && frame.message === CHAT_RATE_LIMIT_MESSAGE);
    await two.waitForMessage('two 2');
    expect(await storedCount([oneId, twoId])).toBe(5);

    // The frame after the limit is refused on the first instance too; another address is not affected.
    one.send({ text: 'one 4', sender: 'user', userId: null, sessionId: oneId });
    await one.waitFor((frame) => frame.type === 'error');
    const elsewhere = await connect(second.url, address(2));
    const elsewhereId = await welcomed(elsewhere);
    elsewhere.send({ text: 'from elsewhere', sender: 'user', userId: null, sessionId: elsewhereId });
    await elsewhere.waitForMessage('from elsewhere');
    expect(await storedCount([oneId, twoId])).toBe(5);
  });

  it("counts an address's open sockets on both instances against one cap, for as long as they stay open", async () => {
    const from = address(3);
    const closing = await connect(first.url, from);
    await connect(first.url, from);
    await connect(second.url, from);
    expect(await refusedStatus(second.url, { localAddress: from })).toBe(429);
    expect(await refusedStatus(first.url, { localAddress: from })).toBe(429);

    // Sockets open longer than one lease still count: their instance renews it.
    const { rows } = await db.query<{ until: Date }>("SELECT now() + interval '2 seconds' AS until");
    const firstLeaseOver = rows[0]?.until;
    await pollUntil(async () => {
      const { rows: over } = await db.query('SELECT now() > $1 AS over', [firstLeaseOver]);
      return over[0].over ? true : undefined;
    }, 'the first lease to run out');
    expect(await countedSockets(from)).toBe(3);
    expect(await refusedStatus(second.url, { localAddress: from })).toBe(429);

    // A socket that closes frees its place on the other instance.
    await closing.close();
    await pollUntil(async () => ((await countedSockets(from)) === 2 ? true : undefined), 'the closed socket to stop counting');
    await connect(second.url, from);
    expect(await refusedStatus(first.url, { localAddress: from })).toBe(429);
  });

  it("stops counting a killed instance's sockets once its leases run out", async () => {
    const from = address(4);
    const doomed = await startServerProcess(LIMITS);
    try {
      for (let i = 0; i < 3; i += 1) await connect(doomed.url, from);
      expect(await refusedStatus(first.url, { localAddress: from })).toBe(429);
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      // Nothing closed them on the server: the dead instance's rows count until their lease expires.
      const accepted = await pollUntil(
        () => openChat(first.url, { localAddress: from }).then(
          (client) => client,
          () => undefined,
        ),
        'a socket to be accepted once the dead leases expired',
        10_000,
      );
      open.push(accepted);
      await welcomed(accepted);
      // A live instance deletes the expired rows when it renews its own.
      await pollUntil(async () => {
        const { rows } = await db.query('SELECT count(*)::int AS n FROM chat_socket_lease WHERE address = $1 AND expires_at < now()', [from]);
        return rows[0].n === 0 ? true : undefined;
      }, 'the expired leases to be deleted');
    } finally {
      await doomed.kill();
    }
  });
});
