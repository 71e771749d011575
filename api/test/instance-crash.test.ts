import { Client } from 'pg';
import type { TChatServerFrame } from '@agency/contracts';
import { openChat, welcomed, type ChatClient } from './chat-client';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { startServerProcess, type ServerProcess } from './server-process';

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

/** Two API processes behind the balancer; one is killed with SIGKILL (no drain, no close frame), as a crash or an OOM kill. */
describe('one of two instances is killed under chat load', () => {
  let instances: ServerProcess[];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    instances = await Promise.all([startServerProcess(), startServerProcess()]);
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all((instances ?? []).map((instance) => instance.kill()));
  });

  it('reconnects its visitors to the other instance without losing a stored message', async () => {
    const visitors = Array.from({ length: 6 }, () => new Visitor(proxy));
    for (const visitor of visitors) await visitor.connect();
    await Promise.all(visitors.map(async (visitor, index) => {
      for (let i = 1; i <= 3; i += 1) await visitor.say(`visitor ${index} before ${i}`);
    }));

    // The first instance dies while its visitors are still sending; the balancer sends every new connection to the second.
    const gone = instances[0] as ServerProcess;
    const dropped = visitors.filter((visitor) => visitor.instance === 0);
    expect(dropped.length).toBeGreaterThan(0);
    // A message each visitor on it sends just before the kill may or may not be stored; if it is, the visitor must be shown it.
    for (const visitor of dropped) {
      visitor.current.send({ text: `visitor ${visitors.indexOf(visitor)} in flight`, sender: 'user', userId: null, sessionId: visitor.sessionId });
    }
    gone.child.kill('SIGKILL');
    expect(await gone.exited).toEqual({ code: null, signal: 'SIGKILL' });
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
        const before = [1, 2, 3].map((i) => `visitor ${index} before ${i}`);
        const after = [1, 2, 3].map((i) => `visitor ${index} after ${i}`);
        const inFlight = rows.some((row) => row.message === `visitor ${index} in flight`) ? [`visitor ${index} in flight`] : [];
        expect(rows.map((row) => row.message)).toEqual([...before, ...inFlight, ...after]);
        const seen = new Set(visitor.seen);
        expect(rows.map((row) => Number(row.id)).filter((id) => !seen.has(id))).toEqual([]);
      }
    } finally {
      await db.end();
    }
  });
});
