import { test } from '@playwright/test';
import { startCaddyFront, type CaddyFront } from '../../api/test/caddy-front';
import { freePort } from '../support/postgres';
import { startServer, type RunningServer } from '../support/server';
import { testDatabaseUrl } from '../support/state';
import { CONNECTIONS, DURATION_SECONDS, load, type LoadFigures } from './load';
import { openTimedSocket, percentile } from './probes';
import { printTable } from './table';

/** Sockets each sending its next message as soon as the previous one's echo is back. */
const ECHO_SOCKETS = 20;
/** Page loads under way at once during the kill drill, and how long it runs after the kill. */
const DRILL_WORKERS = 8;
const DRILL_AFTER_KILL_MS = 8000;
/** Chat limits out of the way: the figure is the round trip, not the limiter. */
const CHAT_LIMITS = { CHAT_SOCKET_RATE_LIMIT: '100000000', CHAT_ADDRESS_RATE_LIMIT: '100000000', CHAT_MAX_SOCKETS_PER_ADDRESS: '1000' };

/** Closed loop for DURATION_SECONDS: each socket sends, waits for its own echo (stored, then sent back), sends again. */
async function echoLoad(baseUrl: string): Promise<LoadFigures> {
  const sockets = await Promise.all(Array.from({ length: ECHO_SOCKETS }, () => openTimedSocket(baseUrl)));
  const latencies: number[] = [];
  const run = async (until: number, record: boolean) => {
    await Promise.all(
      sockets.map(async (socket, index) => {
        for (let round = 0; performance.now() < until; round += 1) {
          const text = `echo ${index} ${round} ${Date.now()}`;
          const sentAt = performance.now();
          socket.send(text, 'user');
          const at = await socket.arrivedAt(text);
          if (record) latencies.push(at - sentAt);
        }
      }),
    );
  };
  await run(performance.now() + 2000, false);
  const began = performance.now();
  await run(began + DURATION_SECONDS * 1000, true);
  const seconds = (performance.now() - began) / 1000;
  for (const socket of sockets) socket.ws.close();
  return { rps: latencies.length / seconds, p99: Math.round(percentile(latencies, 99) * 10) / 10 };
}

/**
 * Direct, Caddy, direct, Caddy, keeping each side's better run: on a small shared machine a burst of other work
 * during one run would otherwise decide the ratio.
 */
async function compare(label: string, measure: (base: string) => Promise<LoadFigures>, direct: string, caddy: string) {
  const better = (a: LoadFigures, b: LoadFigures) => (a.rps >= b.rps ? a : b);
  const first = { direct: await measure(direct), caddy: await measure(caddy) };
  const second = { direct: await measure(direct), caddy: await measure(caddy) };
  return rows(label, better(first.direct, second.direct), better(first.caddy, second.caddy));
}

function rows(label: string, direct: LoadFigures, caddy: LoadFigures): Record<string, string | number>[] {
  return [
    {
      what: label,
      'direct req/s': Math.round(direct.rps),
      'direct p99 ms': direct.p99,
      'Caddy req/s': Math.round(caddy.rps),
      'Caddy p99 ms': caddy.p99,
      'Caddy/direct': (caddy.rps / direct.rps).toFixed(2),
    },
  ];
}

/**
 * The front door's cost and its failover, with the production build and deploy/Caddyfile (api/test/caddy-front.ts,
 * Debian's caddy): the same instance measured direct and through Caddy, one after the other in one run (target:
 * Caddy/direct >= 0.8), then two instances behind Caddy with one SIGKILLed under page loads.
 */
test('the front door: through Caddy against direct, and an instance killed behind it', async () => {
  test.setTimeout(600_000);
  const servers: RunningServer[] = [];
  const fronts: CaddyFront[] = [];
  try {
    const start = async () => {
      const server = await startServer({ port: await freePort(), databaseUrl: testDatabaseUrl(), env: CHAT_LIMITS });
      servers.push(server);
      return server;
    };
    const measured = await start();
    const single = await startCaddyFront([measured.baseUrl]);
    fronts.push(single);

    // What a browser sends: the prerendered page comes precompressed (br) and Caddy passes it through.
    const page = (base: string) => load({ url: `${base}/`, headers: { 'accept-encoding': 'br, gzip, zstd' } });
    const health = (base: string) => load({ url: `${base}/api/health` });
    const figures = [
      ...(await compare('GET / (prerendered, br)', page, measured.baseUrl, single.url)),
      ...(await compare('GET /api/health', health, measured.baseUrl, single.url)),
      ...(await compare(`/ws send to own echo, ${ECHO_SOCKETS} sockets`, echoLoad, measured.baseUrl, single.url)),
    ];
    printTable(
      `One instance direct and through Caddy (deploy/Caddyfile), ${CONNECTIONS} connections (HTTP), the better of two ${DURATION_SECONDS} s runs each (target: Caddy/direct >= 0.80)`,
      figures,
    );

    // Failover: two instances, page loads from DRILL_WORKERS loops, the second instance SIGKILLed.
    const survivor = measured;
    const victim = await start();
    const pair = await startCaddyFront([survivor.baseUrl, victim.baseUrl]);
    fronts.push(pair);
    const failures: number[] = [];
    let loads = 0;
    let killedAt = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        const ok = await fetch(`${pair.url}/`, { headers: { 'accept-encoding': 'br' }, signal: AbortSignal.timeout(10_000) }).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status === 200;
          },
          () => false,
        );
        loads += 1;
        if (!ok) failures.push(performance.now());
      }
    };
    const workers = Array.from({ length: DRILL_WORKERS }, worker);
    while (loads < 200) await new Promise((resolve) => setTimeout(resolve, 20));
    const victimGone = new Promise((resolve) => victim.process.once('exit', resolve));
    servers.splice(servers.indexOf(victim), 1);
    victim.process.kill('SIGKILL');
    killedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, DRILL_AFTER_KILL_MS));
    running = false;
    await Promise.all(workers);
    await victimGone;
    const afterKill = failures.filter((at) => at >= killedAt);
    const last = afterKill.at(-1);
    printTable(`Two instances behind Caddy, one SIGKILLed under ${DRILL_WORKERS} page-load loops (health check every 2 s)`, [
      {
        'page loads': loads,
        'failed before kill': failures.length - afterKill.length,
        'failed after kill': afterKill.length,
        'SIGKILL to last failure ms': last === undefined ? 'none failed' : Math.round(last - killedAt),
      },
    ]);
  } finally {
    for (const front of fronts) await front.close();
    for (const server of servers) await server.stop();
  }
});
