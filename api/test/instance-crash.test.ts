import { Client } from 'pg';
import type { TChatServerFrame } from '@agency/contracts';
import { openChat, welcomed, type ChatClient } from './chat-client';
import { startCaddyFront, type CaddyFront } from './caddy-front';
import { startServerProcess, type ServerProcess } from './server-process';
import { BEHIND_LOOPBACK_PROXY } from './test-app';

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
  /** The instance (index) Caddy gave the current socket. */
  instance = -1;
  constructor(private readonly caddy: CaddyFront) {}

  get current(): ChatClient {
    return this.clients.at(-1) as ChatClient;
  }

  get seen(): number[] {
    return this.clients.flatMap((client) => shownIds(client.frames));
  }

  async connect(): Promise<void> {
    const last = Math.max(0, ...this.seen);
    const query: Record<string, string | number> = this.sessionId ? { sessionId: this.sessionId, ...(last > 0 ? { after: last } : {}) } : { sessionId: 'new' };
    // Visitors connect one at a time: the instance whose open sockets grew holds this one.
    const before = await this.caddy.inFlight();
    const client = await openChat(this.caddy.url, { query });
    this.clients.push(client);
    this.sessionId = await welcomed(client);
    const after = await this.caddy.inFlight();
    this.instance = after.findIndex((count, index) => count > (before[index] ?? 0));
  }

  async say(text: string): Promise<void> {
    this.current.send({ text, sender: 'user', userId: null, sessionId: this.sessionId });
    await this.current.waitForMessage(text);
  }
}

/** Requests in a row that must all succeed before the killed instance counts as taken out. */
const SETTLED_RUN = 10;

/**
 * Two API processes behind Caddy (deploy/Caddyfile); one is killed with SIGKILL (no drain, no close frame), as a
 * crash or an OOM kill.
 */
describe('one of two instances is killed under chat load', () => {
  let instances: ServerProcess[];
  let caddy: CaddyFront;

  beforeAll(async () => {
    instances = await Promise.all([startServerProcess(BEHIND_LOOPBACK_PROXY), startServerProcess(BEHIND_LOOPBACK_PROXY)]);
    caddy = await startCaddyFront(instances.map((instance) => instance.url), { healthInterval: '500ms' });
  });
  afterAll(async () => {
    await caddy?.close();
    await Promise.all((instances ?? []).map((instance) => instance.kill()));
  });

  it('reconnects its visitors to the other instance without losing a stored message, and the balancer stops sending it requests', async () => {
    const visitors: Visitor[] = [];
    for (let i = 0; i < 6; i += 1) {
      const visitor = new Visitor(caddy);
      await visitor.connect();
      visitors.push(visitor);
    }
    expect(new Set(visitors.map((visitor) => visitor.instance))).toEqual(new Set([0, 1]));
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
    for (const visitor of dropped) {
      await visitor.current.closed;
      await visitor.connect();
      expect(visitor.instance).toBe(1);
    }

    // Page loads after the kill: once a run of them succeeds on the survivor (the dead one taken out), every later
    // one does too.
    const load = async () => {
      const response = await fetch(`${caddy.url}/api/health`);
      return response.status === 200 ? caddy.servedBy(response.headers) : -1;
    };
    let run = 0;
    while (run < SETTLED_RUN) run = (await load()) === 1 ? run + 1 : 0;
    const later = await Promise.all(Array.from({ length: 30 }, load));
    expect(later.filter((instance) => instance !== 1)).toEqual([]);

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
