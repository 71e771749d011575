import WebSocket from 'ws';
import type { TChatMessage, TChatMessageFrame, TChatServerFrame, TChatWelcomeFrame } from '@agency/contracts';
import { startTestApp, uniqueEmail, type TestApp } from './test-app';

const WAIT_MS = 5000;

export interface ChatClient {
  ws: WebSocket;
  /** Every frame received so far, in order. */
  frames: TChatServerFrame[];
  waitFor<T extends TChatServerFrame>(predicate: (frame: TChatServerFrame) => frame is T, what?: string): Promise<T>;
  waitFor(predicate: (frame: TChatServerFrame) => boolean, what?: string): Promise<TChatServerFrame>;
  /** The 'message' frame whose text is `text`. */
  waitForMessage(text: string): Promise<TChatMessage>;
  send(frame: object): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export interface ChatClientOptions {
  query?: Record<string, string | number>;
  cookie?: string;
  origin?: string;
  localAddress?: string;
  headers?: Record<string, string>;
  /** false: never answer the server's pings, like a phone that went to sleep. */
  autoPong?: boolean;
}

/** Opens /ws and resolves once the socket is open; frames are collected from the first one on. */
export async function openChat(url: string, options: ChatClientOptions = {}): Promise<ChatClient> {
  const query = new URLSearchParams(Object.entries(options.query ?? { sessionId: 'new' }).map(([key, value]): [string, string] => [key, String(value)]));
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?${query.toString()}`, { headers, localAddress: options.localAddress, autoPong: options.autoPong ?? true });
  const frames: TChatServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as TChatServerFrame);
    for (const check of waiters) check();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  function waitFor<T extends TChatServerFrame>(predicate: (frame: TChatServerFrame) => frame is T, what?: string): Promise<T>;
  function waitFor(predicate: (frame: TChatServerFrame) => boolean, what?: string): Promise<TChatServerFrame>;
  function waitFor(predicate: (frame: TChatServerFrame) => boolean, what = 'a matching frame'): Promise<TChatServerFrame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = frames.find(predicate);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`Timed out waiting for ${what}; received ${JSON.stringify(frames)}`));
      }, WAIT_MS);
      waiters.add(check);
      check();
    });
  }

  return {
    ws,
    frames,
    waitFor,
    async waitForMessage(text) {
      const isIt = (candidate: TChatServerFrame): candidate is TChatMessageFrame => candidate.type === 'message' && candidate.data.message === text;
      return (await waitFor(isIt, `message '${text}'`)).data;
    },
    send: (frame) => ws.send(JSON.stringify(frame)),
    closed,
    async close() {
      if (ws.readyState !== WebSocket.CLOSED) ws.close();
      await closed;
    },
  };
}

/** The conversation id from the 'welcome' frame. */
export async function welcomed(client: ChatClient): Promise<string> {
  const welcome = await client.waitFor((frame): frame is TChatWelcomeFrame => frame.type === 'welcome', 'welcome');
  return welcome.sessionId;
}

/** Resolves when the upgrade is refused, with the HTTP status. */
export function refusedStatus(url: string, options: ChatClientOptions = {}): Promise<number> {
  return openChat(url, options).then(
    async (client) => {
      await client.close();
      throw new Error('The socket was accepted');
    },
    (error: Error) => Number(/Unexpected server response: (\d+)/.exec(error.message)?.[1] ?? 0),
  );
}

/** Signs in (or registers) over HTTP and returns the Cookie header for the socket. */
export async function sessionCookie(url: string, path: '/api/auth/login' | '/api/auth/register', body: object): Promise<string> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

export async function registeredClientCookie(url: string, firstName = 'Aroha'): Promise<{ cookie: string; email: string }> {
  const email = uniqueEmail('visitor');
  const cookie = await sessionCookie(url, '/api/auth/register', { firstName, lastName: 'Ngata', email, password: 'correct horse battery' });
  return { cookie, email };
}

/** The real app with chat settings from the environment for its start only (modules read process.env). */
export async function startChatApp(env: Record<string, string> = {}, appEnv: Record<string, string> = {}): Promise<TestApp> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await startTestApp(appEnv);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

export const ADMIN_PASSWORD = 'admin password 1';

export function adminEnv(): { ADMIN_EMAIL: string; ADMIN_PASSWORD: string } {
  return { ADMIN_EMAIL: uniqueEmail('admin'), ADMIN_PASSWORD };
}

/** Waits, by polling, for a state that a timer or another process brings about (a row written, a notice sent). */
export async function pollUntil<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
