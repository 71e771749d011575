import { test } from '@playwright/test';
import { freePort } from '../support/postgres';
import { startServer } from '../support/server';
import { testDatabaseUrl } from '../support/state';
import { SEND_DURATION_MS, SEND_INTERVAL_MS, SOCKETS_PER_ADDRESS, runChatLoad, type ChatLoadFigures } from './chat-load';
import { printTable } from './table';

const LEVELS = [1000, 2000];

/**
 * Live chat on one instance with its default limits (the sockets come from many loopback addresses, as visitors
 * would). No agent is connected, so each conversation's first message also gets the offline notice, as it would.
 * A server of its own, so its memory can be read from /proc.
 */
test('live chat: concurrent visitors, send to own echo', async () => {
  test.setTimeout(600_000);
  const server = await startServer({ port: await freePort(), databaseUrl: testDatabaseUrl() });
  const pid = server.process.pid;
  if (pid === undefined) throw new Error('The server has no process id');
  const rows: Record<string, string | number>[] = [];
  try {
    for (const sockets of LEVELS) {
      const figures: ChatLoadFigures = await runChatLoad(server.baseUrl, pid, sockets);
      rows.push({
        sockets: figures.sockets,
        refused: figures.refused,
        'msg/s': Math.round(figures.messagesPerSecond),
        'p50 ms': figures.p50.toFixed(1),
        'p99 ms': figures.p99.toFixed(1),
        sent: figures.sent,
        lost: figures.lost,
        errors: figures.errors,
        'server RSS MB': Math.round(figures.peakRssMb),
      });
    }
  } finally {
    await server.stop();
  }
  printTable(
    `Live chat, one instance: each socket sends every ${SEND_INTERVAL_MS / 1000} s for ${SEND_DURATION_MS / 1000} s, ` +
      `${SOCKETS_PER_ADDRESS} sockets per loopback address (target: p99 <= 100 ms at 1,000 sockets; lost must be 0)`,
    rows,
  );
});
