import http from 'node:http';
import { test } from '@playwright/test';
import autocannon from 'autocannon';
import { Pool } from 'pg';
import { freePort } from '../support/postgres';
import { testDatabaseUrl } from '../support/state';
import { printTable } from './table';

const DURATION_SECONDS = 10;
const CONNECTIONS = 50;

async function load(url: string): Promise<{ rps: number; p99: number }> {
  // Warm up connection pools and JIT first, then measure.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

test('GET /api/health against a raw node:http server doing the same SELECT 1', async ({ baseURL }) => {
  const pool = new Pool({ connectionString: testDatabaseUrl(), max: 10 });
  const raw = http.createServer((_request, response) => {
    pool.query('SELECT 1').then(
      () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"status":"ok","database":"up"}');
      },
      () => response.writeHead(503).end(),
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => raw.listen(port, '127.0.0.1', resolve));
  try {
    const baseline = await load(`http://127.0.0.1:${port}/`);
    const api = await load(`${baseURL}/api/health`);
    printTable(`GET /api/health, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (target: ratio >= 0.50)`, [
      { server: 'raw node:http + pg', 'req/s': Math.round(baseline.rps), 'p99 ms': baseline.p99 },
      { server: 'NestJS + Fastify API', 'req/s': Math.round(api.rps), 'p99 ms': api.p99 },
      { server: 'ratio', 'req/s': (api.rps / baseline.rps).toFixed(2), 'p99 ms': '' },
    ]);
  } finally {
    await new Promise((resolve) => raw.close(resolve));
    await pool.end();
  }
});
