import type { Client } from 'pg';
import { registerClient, startTestApp, type TestApp } from '../test-app';
import { connectTestDatabase } from '../test-database';

/** ASVS 5.0 V7.3 (session timeout). Time moves through the stored rows, not by waiting. */
let server: TestApp;
let db: Client;
beforeAll(async () => {
  server = await startTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' });
  db = await connectTestDatabase();
});
afterAll(async () => {
  await db.end();
  await server.close();
});

describe('V7.3.1 inactivity timeout', () => {
  it('ends a session left idle longer than SESSION_IDLE_MINUTES', async () => {
    const { agent, user } = await registerClient(server.url);
    await db.query(`UPDATE session SET last_seen_at = now() - interval '29 minutes' WHERE user_id = $1`, [user.id]);
    expect((await agent.get('/api/auth/user')).status).toBe(200);

    await db.query(`UPDATE session SET last_seen_at = now() - interval '31 minutes' WHERE user_id = $1`, [user.id]);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('keeps an active session alive by touching last_seen_at (at most once a minute)', async () => {
    const { agent, user } = await registerClient(server.url);
    await db.query(`UPDATE session SET last_seen_at = now() - interval '20 minutes' WHERE user_id = $1`, [user.id]);
    await agent.get('/api/auth/user');
    const touched = await db.query(`SELECT now() - last_seen_at < interval '1 minute' AS fresh FROM session WHERE user_id = $1`, [user.id]);
    expect(touched.rows[0].fresh).toBe(true);

    await db.query(`UPDATE session SET last_seen_at = now() - interval '30 seconds' WHERE user_id = $1`, [user.id]);
    await agent.get('/api/auth/user');
    const untouched = await db.query(`SELECT now() - last_seen_at >= interval '30 seconds' AS kept FROM session WHERE user_id = $1`, [user.id]);
    expect(untouched.rows[0].kept).toBe(true);
  });
});

describe('V7.3.2 absolute maximum session lifetime', () => {
  it('ends a session at its absolute expiry however active it is', async () => {
    const { agent, user } = await registerClient(server.url);
    const row = await db.query(`SELECT round(extract(epoch FROM expires_at - created_at)) AS seconds FROM session WHERE user_id = $1`, [user.id]);
    expect(Number(row.rows[0].seconds)).toBe(12 * 3600);

    await db.query(
      `UPDATE session SET created_at = now() - interval '13 hours', expires_at = now() - interval '1 hour', last_seen_at = now() WHERE user_id = $1`,
      [user.id],
    );
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });
});
