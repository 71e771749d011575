import { test } from '@playwright/test';
import { Pool } from 'pg';
import { testDatabaseUrl } from '../support/state';
import { CONNECTIONS, DURATION_SECONDS, comparisonRows, load, startRawServer } from './load';
import { printTable } from './table';

test('GET /api/health against a raw node:http server doing the same SELECT 1', async ({ baseURL }) => {
  const pool = new Pool({ connectionString: testDatabaseUrl(), max: 10 });
  const raw = await startRawServer((_request, response) => {
    pool.query('SELECT 1').then(
      () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok","database":"up"}'),
      () => response.writeHead(503).end(),
    );
  });
  try {
    const baseline = await load({ url: raw.url });
    const api = await load({ url: `${baseURL}/api/health` });
    printTable(
      `GET /api/health, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (target: ratio >= 0.50)`,
      comparisonRows(baseline, api, 'NestJS + Fastify API'),
    );
  } finally {
    await raw.close();
    await pool.end();
  }
});
