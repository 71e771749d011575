import { Client } from 'pg';
import type { TChatServerFrame } from '@agency/contracts';
import { openChat, startChatApp, welcomed, type ChatClient } from './chat-client';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import type { TestApp } from './test-app';

/** Message ids a client was shown, from history frames and live messages. */
function shownIds(frames: TChatServerFrame[]): number[] {
  return frames.flatMap((frame) => (frame.type === 'history' ? frame.messages.map((m) => m.id) : frame.type === 'message' ? [frame.data.id] : []));
}

/**
 * A visitor as the widget behaves: when its socket drops it connects again through the balancer, continuing its
 * conversation after the last message id it holds (use-chat-connection.ts, ReconnectingSocket).
 */
class Visitor {
  clients: ChatClient[] = [];
  sessionId = '';
  /** The instance (index) the proxy gave the current socket. */
  instance = -1;
  constructor(private readonly proxy: RoundRobinProxy) {}

  get current(): ChatClient {
    return this.clients.at(-1) as ChatClient;
  }

  get seen(): number[] {
    return this.clients.flatMap((client) => shownIds(client.frames));
  }

  async connect(): Promise<void> {
    const last = Math.max(0, ...this.seen);
    const query: Record<string, string | number> = this.sessionId ? { sessionId: this.sessionId, ...(last > 0 ? { after: last } : {}) } : { sessionId: 'new' };
    const client = await openChat(this.proxy.url, { query });
    this.instance = this.proxy.served.at(-1) ?? -1;
    this.clients.push(client);
    this.sessionId = await welcomed(client);
  }

  async say(text: string): Promise<void> {
    this.current.send({ text, sender: 'user', userId: null, sessionId: this.sessionId });
    await this.current.waitForMessage(text);
  }
}

describe('one of two instances goes away under chat load', () => {
  let instances: TestApp[];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    instances = [await startChatApp(), await startChatApp()];
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  });
  afterAll(async () => {
    await proxy.close();
    for (const instance of instances) await instance.close().catch(() => undefined);
  });

  it('reconnects its visitors to the other instance without losing a stored message', async () => {
    const visitors = Array.from({ length: 6 }, () => new Visitor(proxy));
    for (const visitor of visitors) await visitor.connect();
    await Promise.all(visitors.map(async (visitor, index) => {
      for (let i = 1; i <= 3; i += 1) await visitor.say(`visitor ${index} before ${i}`);
    }));

    // The first instance goes; the balancer sends every new connection to the second.
    const gone = instances[0] as TestApp;
    const dropped = visitors.filter((visitor) => visitor.instance === 0);
    expect(dropped.length).toBeGreaterThan(0);
    await gone.close();
    await Promise.all(
      dropped.map(async (visitor) => {
        await visitor.current.closed;
        await visitor.connect();
        expect(visitor.instance).toBe(1);
      }),
    );
    await Promise.all(visitors.map(async (visitor, index) => {
      for (let i = 1; i <= 3; i += 1) await visitor.say(`visitor ${index} after ${i}`);
    }));

    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      for (const [index, visitor] of visitors.entries()) {
        const { rows } = await db.query<{ id: string; message: string }>(
          `SELECT id, body AS message FROM chat_message WHERE conversation_id = $1 AND sender = 'user' ORDER BY id`,
          [visitor.sessionId],
        );
        expect(rows.map((row) => row.message)).toEqual([1, 2, 3].map((i) => `visitor ${index} before ${i}`).concat([1, 2, 3].map((i) => `visitor ${index} after ${i}`)));
        const seen = new Set(visitor.seen);
        expect(rows.map((row) => Number(row.id)).filter((id) => !seen.has(id))).toEqual([]);
      }
    } finally {
      await db.end();
    }
  });
});
