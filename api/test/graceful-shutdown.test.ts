import net from 'node:net';
import { Client } from 'pg';
import { CHAT_CLOSE_GOING_AWAY } from '@agency/contracts';
import { openChat, pollUntil, startChatApp, welcomed } from './chat-client';
import { startServerProcess } from './server-process';
import { BEHIND_LOOPBACK_PROXY, uniqueEmail } from './test-app';

/** True when nothing accepts a TCP connection on the port any more. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/**
 * Starts a lead submission that stays under way: its insert waits behind a table lock `db` takes here and holds until
 * the test commits. Resolves once the server is waiting on that lock, with the answer still to come and the lead's e-mail.
 */
async function startSlowLead(db: Client, serverUrl: string, clientAddress: string) {
  await db.query('BEGIN');
  await db.query('LOCK TABLE lead IN SHARE ROW EXCLUSIVE MODE');
  const email = uniqueEmail('drain');
  const answer = fetch(`${serverUrl}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify({ firstName: 'Mere', lastName: 'Tane', email, company: 'Kiwi Bakery', message: 'Please call me back.' }),
  });
  await pollUntil(async () => {
    const { rows } = await db.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_locks WHERE NOT granted AND relation = 'lead'::regclass`,
    );
    return (rows[0]?.waiting ?? 0) > 0 ? true : undefined;
  }, 'the request to wait on the lock');
  return { answer, email };
}

/**
 * What SIGTERM does: main.ts answers it with app.close() and exits 0. The first test calls app.close() on an in-process
 * server (where the response headers can be read); the second sends a real SIGTERM to a server process.
 */
describe('shutting down on SIGTERM', () => {
  it('finishes a request under way, refuses new connections and closes chat sockets with a code the widget reconnects on', async () => {
    const server = await startChatApp({ LEADS_RATE_LIMIT: '1000' }, BEHIND_LOOPBACK_PROXY);
    const port = Number(new URL(server.url).port);
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const visitor = await openChat(server.url);
      await welcomed(visitor);

      const { answer: slow, email } = await startSlowLead(db, server.url, '10.66.0.1');

      const closing = server.close();
      expect(await visitor.closed).toEqual({ code: CHAT_CLOSE_GOING_AWAY, reason: 'Server restarting' });
      await pollUntil(async () => ((await refusesConnections(port)) ? true : undefined), 'the server to stop accepting connections');

      await db.query('COMMIT');
      const answer = await slow;
      expect(answer.status).toBe(201);
      expect(answer.headers.get('connection')).toBe('close');
      await closing;
      const stored = await db.query('SELECT 1 FROM lead WHERE email = $1', [email]);
      expect(stored.rowCount).toBe(1);
    } finally {
      await db.query('ROLLBACK').catch(() => undefined);
      await db.end();
    }
  });

  it('on a real SIGTERM finishes the request under way, closes chat sockets with 1001 and exits 0', async () => {
    const server = await startServerProcess({ LEADS_RATE_LIMIT: '1000', ...BEHIND_LOOPBACK_PROXY });
    const port = Number(new URL(server.url).port);
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const visitor = await openChat(server.url);
      await welcomed(visitor);

      const { answer: slow, email } = await startSlowLead(db, server.url, '10.66.0.2');

      server.child.kill('SIGTERM');
      expect(await visitor.closed).toEqual({ code: CHAT_CLOSE_GOING_AWAY, reason: 'Server restarting' });
      await pollUntil(async () => ((await refusesConnections(port)) ? true : undefined), 'the server to stop accepting connections');
      // Still draining: the process waits for the request.
      expect(server.child.exitCode).toBeNull();

      await db.query('COMMIT');
      const answer = await slow;
      expect(answer.status).toBe(201);
      expect(await server.exited).toEqual({ code: 0, signal: null });
      const stored = await db.query('SELECT 1 FROM lead WHERE email = $1', [email]);
      expect(stored.rowCount).toBe(1);
    } finally {
      await db.query('ROLLBACK').catch(() => undefined);
      await db.end();
      await server.kill();
    }
  });

  it('stops anyway, with exit code 1, when the drain is still under way after SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const server = await startServerProcess({ LEADS_RATE_LIMIT: '1000', ...BEHIND_LOOPBACK_PROXY, SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const { answer: held } = await startSlowLead(db, server.url, '10.66.0.3');

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.output()).toContain('Shutdown still under way after 1 s; stopping now');
      await expect(held).rejects.toThrow();
    } finally {
      await db.query('ROLLBACK').catch(() => undefined);
      await db.end();
      await server.kill();
    }
  });
});
