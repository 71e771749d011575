import http from 'node:http';
import autocannon from 'autocannon';
import { freePort } from '../support/postgres';

export const DURATION_SECONDS = 10;
export const CONNECTIONS = 50;

export interface LoadFigures {
  rps: number;
  p99: number;
}

/** Warms up (pools, JIT) for 2 s, then measures for DURATION_SECONDS; any non-2xx answer spoils the figure. */
export async function load(options: { url: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> }): Promise<LoadFigures> {
  const request = {
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    connections: CONNECTIONS,
  };
  await autocannon({ ...request, duration: 2 });
  const result = await autocannon({ ...request, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** A bare node:http server on a free loopback port: the baseline each API figure is set against. */
export async function startRawServer(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function comparisonRows(baseline: LoadFigures, api: LoadFigures, apiLabel: string): Record<string, string | number>[] {
  return [
    { server: 'raw node:http + pg', 'req/s': Math.round(baseline.rps), 'p99 ms': baseline.p99 },
    { server: apiLabel, 'req/s': Math.round(api.rps), 'p99 ms': api.p99 },
    { server: 'ratio', 'req/s': (api.rps / baseline.rps).toFixed(2), 'p99 ms': '' },
  ];
}
