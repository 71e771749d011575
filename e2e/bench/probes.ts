import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Signs the agency's admin in over HTTP, as the CRM does: the session cookie header for the next requests. */
export async function adminCookie(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`admin sign-in: ${login.status}`);
  return login.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
}

export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/**
 * The server's V8 heap through its inspector (the server is started with --inspect on a port of the bench's own):
 * used heap after a full collection, so garbage not yet collected does not look like growth.
 */
export async function openHeapProbe(inspectPort: number): Promise<{ usedHeapMb(): Promise<number>; close(): void }> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('The server has no inspector target');
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let id = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      id += 1;
      const mine = id;
      const onMessage = (data: WebSocket.RawData) => {
        const answer = JSON.parse(data.toString()) as { id?: number; result?: Record<string, number> };
        if (answer.id !== mine) return;
        ws.off('message', onMessage);
        resolve(answer.result ?? {});
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method }));
    });
  return {
    async usedHeapMb() {
      await call('HeapProfiler.collectGarbage');
      const usage = await call('Runtime.getHeapUsage');
      return (usage.usedSize ?? 0) / 1024 / 1024;
    },
    close: () => ws.close(),
  };
}

/** A chat socket that notes when each message frame arrives, for timing messages sent on it or on another socket. */
export interface TimedSocket {
  ws: WebSocket;
  sessionId: string;
  send(text: string, sender: 'user' | 'agent', sessionId?: string): void;
  /** performance.now() when the message frame with `text` arrived (waits for it). */
  arrivedAt(text: string): Promise<number>;
}

export function openTimedSocket(baseUrl: string, options: { query?: string; cookie?: string; localAddress?: string; readyOn?: 'welcome' | 'history' } = {}): Promise<TimedSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?${options.query ?? 'sessionId=new'}`, {
      headers: { origin: baseUrl, ...(options.cookie ? { cookie: options.cookie } : {}) },
      localAddress: options.localAddress,
    });
    const waiting = new Map<string, (at: number) => void>();
    const arrived = new Map<string, number>();
    const socket: TimedSocket = {
      ws,
      sessionId: '',
      send(text, sender, sessionId = socket.sessionId) {
        ws.send(JSON.stringify({ text, sender, userId: null, sessionId }));
      },
      arrivedAt(text) {
        const at = arrived.get(text);
        if (at !== undefined) {
          arrived.delete(text);
          return Promise.resolve(at);
        }
        return new Promise((settle) => waiting.set(text, settle));
      },
    };
    ws.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(data.toString()) as { type: string; sessionId?: string; data?: { message: string } };
      if (frame.type === 'welcome') socket.sessionId = frame.sessionId ?? '';
      // A visitor's conversation is ready once its history has come; an agent's desk gets none.
      if (frame.type === (options.readyOn ?? 'history')) resolve(socket);
      else if (frame.type === 'message' && frame.data) {
        const settle = waiting.get(frame.data.message);
        if (settle) {
          waiting.delete(frame.data.message);
          settle(at);
        } else arrived.set(frame.data.message, at);
      }
    });
    ws.once('error', reject);
  });
}
