import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

/** The API's per-address defaults hold: 10 sockets per loopback address stay under 20 sockets and 60 frames per 10 s. */
export const SOCKETS_PER_ADDRESS = 10;
export const SEND_INTERVAL_MS = 2000;
export const SEND_DURATION_MS = 20_000;
/** After the last send, how long echoes may still arrive before the rest count as lost. */
const DRAIN_MS = 10_000;
const OPEN_BATCH = 100;

export interface ChatLoadFigures {
  sockets: number;
  sent: number;
  echoed: number;
  lost: number;
  messagesPerSecond: number;
  p50: number;
  p99: number;
  peakRssMb: number;
  refused: number;
  /** 'error' frames received (rate limit, storage failure): each is a message not stored. */
  errors: number;
}

interface BenchSocket {
  ws: WebSocket;
  sessionId: string;
  pending: Map<string, number>;
}

/** 127.0.0.2, 127.0.0.3, ... (Linux answers the whole of 127/8 on loopback): the client address of socket `index`. */
export function loopbackAddress(index: number): string {
  const n = Math.floor(index / SOCKETS_PER_ADDRESS);
  return `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Opens one visitor socket and resolves once its history has arrived (the conversation is ready). */
function openVisitor(baseUrl: string, index: number, latencies: number[], errors: string[]): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?sessionId=new`, {
      headers: { origin: baseUrl },
      localAddress: loopbackAddress(index),
    });
    const socket: BenchSocket = { ws, sessionId: '', pending: new Map() };
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type: string; sessionId?: string; message?: string; data?: { message: string; sender: string } };
      if (frame.type === 'error') errors.push(frame.message ?? '');
      else if (frame.type === 'welcome') socket.sessionId = frame.sessionId ?? '';
      else if (frame.type === 'history') resolve(socket);
      else if (frame.type === 'message' && frame.data?.sender === 'user') {
        const sentAt = socket.pending.get(frame.data.message);
        if (sentAt !== undefined) {
          latencies.push(performance.now() - sentAt);
          socket.pending.delete(frame.data.message);
        }
      }
    });
    ws.once('error', reject);
  });
}

/**
 * `count` visitors, each sending one message every SEND_INTERVAL_MS for SEND_DURATION_MS (start times spread over
 * the first interval), timing each message from send to its own echo, which the server sends once it is stored.
 */
export async function runChatLoad(baseUrl: string, serverPid: number, count: number): Promise<ChatLoadFigures> {
  const latencies: number[] = [];
  const errors: string[] = [];
  const sockets: BenchSocket[] = [];
  let refused = 0;
  for (let start = 0; start < count; start += OPEN_BATCH) {
    const batch = await Promise.allSettled(
      Array.from({ length: Math.min(OPEN_BATCH, count - start) }, (_, offset) => openVisitor(baseUrl, start + offset, latencies, errors)),
    );
    for (const result of batch) {
      if (result.status === 'fulfilled') sockets.push(result.value);
      else refused += 1;
    }
  }

  let peakRss = rssMb(serverPid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(serverPid))), 250);
  let sent = 0;
  const began = performance.now();
  const rounds = SEND_DURATION_MS / SEND_INTERVAL_MS;
  await Promise.all(
    sockets.map(async (socket, index) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * SEND_INTERVAL_MS));
      for (let round = 0; round < rounds; round += 1) {
        const text = `bench ${index} ${round}`;
        socket.pending.set(text, performance.now());
        socket.ws.send(JSON.stringify({ text, sender: 'user', userId: null, sessionId: socket.sessionId }));
        sent += 1;
        if (round < rounds - 1) await new Promise((resolve) => setTimeout(resolve, SEND_INTERVAL_MS));
      }
    }),
  );
  const drainUntil = performance.now() + DRAIN_MS;
  while (latencies.length < sent && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 100));
  const elapsedSeconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, rssMb(serverPid));

  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.ws.readyState === WebSocket.CLOSED) return resolve();
          socket.ws.once('close', () => resolve());
          socket.ws.close();
        }),
    ),
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    sockets: sockets.length,
    sent,
    echoed: latencies.length,
    lost: sent - latencies.length,
    messagesPerSecond: latencies.length / elapsedSeconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    peakRssMb: peakRss,
    refused,
    errors: errors.length,
  };
}
