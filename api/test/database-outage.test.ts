import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { startCaddyFront, type CaddyFront } from './caddy-front';
import { pollUntil, startChatApp } from './chat-client';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { BEHIND_LOOPBACK_PROXY, type TestApp } from './test-app';
import { TestSmtpServer } from './test-smtp-server';
import { runWriteLoad, type WriteLoad } from './write-load';

/** Longest a request may take before it counts as hanging (the pool gives up well before: see orm-options.ts). */
const HANG_GUARD_MS = 15_000;

/**
 * PostgreSQL stops (fast shutdown, open connections cut) and starts again while visitors keep sending leads through
 * Caddy (deploy/Caddyfile) to two instances. A database of this suite's own, so the other suites never see it go.
 */
describe('two instances behind Caddy through a database outage under a write load', () => {
  const smtp = new TestSmtpServer();
  const agencyEmail = `agency-${randomUUID().slice(0, 8)}@agency.example.co.nz`;
  let postgres: PrivatePostgres;
  let instances: TestApp[];
  let caddy: CaddyFront;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const smtpPort = await smtp.listen();
    const start = () => startChatApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        AGENCY_EMAIL: agencyEmail,
        OUTBOX_POLL_MS: '100',
        // A claim committed just as the database stopped never reached the worker: it is sent when its lease ends.
        // The test's SMTP server answers at once, so a short lease is safe here.
        OUTBOX_CLAIM_LEASE_SECONDS: '5',
        LEADS_RATE_LIMIT: '1000',
      },
      { DATABASE_URL: postgres.databaseUrl, ...BEHIND_LOOPBACK_PROXY },
    );
    instances = [await start(), await start()];
    caddy = await startCaddyFront(instances.map((instance) => instance.url), { healthInterval: '500ms' });
  }, 60_000);
  afterAll(async () => {
    await caddy?.close();
    for (const instance of instances ?? []) await instance.close();
    await smtp.close();
    await postgres?.remove();
  });

  it('answers 503 while the database is down, recovers by itself, keeps every acknowledged write and sends each mail once', async () => {
    const load: WriteLoad = runWriteLoad(caddy.url, { workers: 2, hangGuardMs: HANG_GUARD_MS });
    await load.until((results) => results.filter((result) => result.status === 201).length >= 5, 'leads acknowledged before the outage');

    await postgres.stop();
    const stoppedAt = load.results.length;
    // Each instance reports it; Caddy's health check then finds none healthy and passes requests to any instance
    // that accepts them (deploy/Caddyfile, handle_errors), so visitors get the app's own answers.
    for (const instance of instances) {
      const health = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(HANG_GUARD_MS) });
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'degraded', database: 'down' });
    }
    const throughCaddy = await fetch(`${caddy.url}/api/health`, { signal: AbortSignal.timeout(HANG_GUARD_MS) });
    expect(throughCaddy.status).toBe(503);
    expect(await throughCaddy.json()).toMatchObject({ status: 'degraded', database: 'down' });
    // Writes are refused with the error shape and a hint when to retry, never a 500 or a hang.
    await load.until((results) => results.slice(stoppedAt).filter((result) => result.status === 503).length >= 4, 'writes refused during the outage');
    const refused = load.results.slice(stoppedAt).find((result) => result.status === 503);
    expect(refused?.body).toEqual({ statusCode: 503, message: expect.stringMatching(/unavailable/i) });
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);

    await postgres.start();
    await pollUntil(
      async () => ((await fetch(`${caddy.url}/api/health`, { signal: AbortSignal.timeout(HANG_GUARD_MS) })).status === 200 ? true : undefined),
      'health to come back through Caddy',
      HANG_GUARD_MS,
    );
    const healthyAt = load.results.length;
    await load.until((results) => results.slice(healthyAt).filter((result) => result.status === 201).length >= 5, 'leads acknowledged after the restart');
    const results = await load.stop();

    // Only acknowledged or refused-as-unavailable: nothing else reached the visitors.
    expect(new Set(results.map((result) => result.status))).toEqual(new Set([201, 503]));
    const acknowledged = results.filter((result) => result.status === 201).map((result) => result.email);

    const db = new Client({ connectionString: postgres.databaseUrl });
    await db.connect();
    try {
      const everyEmail = results.map((result) => result.email);
      const stored = await db.query<{ email: string }>('SELECT email FROM lead WHERE email = ANY($1)', [everyEmail]);
      const storedEmails = new Set(stored.rows.map((row) => row.email));
      expect(acknowledged.filter((email) => !storedEmails.has(email))).toEqual([]);

      // Each stored lead's confirmation goes out once: the outbox resumed and sent nothing twice.
      await pollUntil(
        async () => {
          const { rows } = await db.query<{ unsent: number }>(
            `SELECT count(*)::int AS unsent FROM outbox_email WHERE status <> 'sent' AND to_address = ANY($1)`,
            [everyEmail],
          );
          return rows[0]?.unsent === 0 ? true : undefined;
        },
        'every confirmation to be sent',
        30_000,
      );
      for (const email of storedEmails) expect(smtp.to(email)).toHaveLength(1);
      expect(smtp.received.filter((mail) => mail.to.some((to) => everyEmail.includes(to)))).toHaveLength(storedEmails.size);
    } finally {
      await db.end();
    }
  }, 90_000);
});
