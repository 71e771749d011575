import { test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { freePort } from '../support/postgres';
import { startServer } from '../support/server';
import { testDatabaseUrl } from '../support/state';
import { openTimedSocket, percentile } from './probes';
import { printTable } from './table';

const FANOUT_MESSAGES = 500;

/**
 * Chat across instances: a visitor on instance A, the agent's desk on instance B (the message goes A → PostgreSQL
 * NOTIFY → B). Each message is timed from the visitor's send to its arrival at the desk, one at a time.
 */
test('chat fan-out latency across two instances', async () => {
  test.setTimeout(300_000);
  const chatLimits = { CHAT_SOCKET_RATE_LIMIT: '100000', CHAT_ADDRESS_RATE_LIMIT: '100000' };
  const [a, b] = await Promise.all([
    startServer({ port: await freePort(), databaseUrl: testDatabaseUrl(), env: chatLimits }),
    startServer({ port: await freePort(), databaseUrl: testDatabaseUrl(), env: chatLimits }),
  ]);
  try {
    const login = await fetch(`${b.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: b.baseUrl },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`Agent sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const desk = await openTimedSocket(b.baseUrl, { query: 'agent=1', cookie, readyOn: 'welcome' });
    const visitor = await openTimedSocket(a.baseUrl);
    const latencies: number[] = [];
    for (let i = 0; i < FANOUT_MESSAGES + 20; i += 1) {
      const text = `fan-out ${i} ${Date.now()}`;
      const sentAt = performance.now();
      visitor.send(text, 'user');
      const at = await desk.arrivedAt(text);
      if (i >= 20) latencies.push(at - sentAt); // the first 20 warm up
    }
    desk.ws.close();
    visitor.ws.close();
    printTable(`Chat fan-out across two instances: visitor on A, agent on B, ${FANOUT_MESSAGES} messages one at a time (after 20 to warm up)`, [
      {
        messages: latencies.length,
        'p50 ms': percentile(latencies, 50).toFixed(1),
        'p95 ms': percentile(latencies, 95).toFixed(1),
        'p99 ms': percentile(latencies, 99).toFixed(1),
        'max ms': Math.max(...latencies).toFixed(1),
      },
    ]);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});
