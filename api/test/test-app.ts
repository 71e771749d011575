import { randomUUID } from 'node:crypto';
import path from 'node:path';
import os from 'node:os';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import request from 'supertest';
import { loadConfig, type AppConfig, type RawEnv } from '../src/config/app-config';
import { createApp } from '../src/create-app';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  url: string;
  /** Where links in e-mails point: PUBLIC_URL's origin, else http://localhost:<port> (never the request's host). */
  linkOrigin: string;
  close(): Promise<void>;
}

/** The real server from createApp() on a random port, against the run's PostgreSQL. */
export async function startTestApp(env: RawEnv = {}): Promise<TestApp> {
  const databaseUrl = env.DATABASE_URL ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: run the tests through jest (globalSetup starts PostgreSQL)');
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    // Cheaper scrypt keeps the suite fast; production uses the default cost.
    SCRYPT_COST_LOG2: '12',
    LOGIN_SLOWDOWN_MS: '0',
    WEB_ROOT: path.join(os.tmpdir(), `agency-no-web-root-${randomUUID()}`),
    ...env,
  });
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (typeof address !== 'object' || address === null) throw new Error('Server has no TCP address');
  const linkOrigin = config.publicUrl ? new URL(config.publicUrl).origin : `http://localhost:${address.port}`;
  return { app, config, url: `http://127.0.0.1:${address.port}`, linkOrigin, close: () => app.close() };
}

/**
 * Behind a proxy on loopback: X-Forwarded-For is believed, so each case can come from an address of its own. A proxy
 * needs PUBLIC_URL (the server refuses to start without it); links are built on it.
 */
export const BEHIND_LOOPBACK_PROXY = { TRUST_PROXY: 'loopback', PUBLIC_URL: 'http://agency.test' } as const;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.co.nz`;
}

/** Registers a client through the API and returns an agent carrying its session cookie. */
export async function registerClient(url: string, overrides: { email?: string; password?: string; firstName?: string } = {}) {
  const agent = request.agent(url);
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const response = await agent
    .post('/api/auth/register')
    .set('content-type', 'application/json')
    .send({ firstName: overrides.firstName ?? 'Aroha', lastName: 'Ngata', email, password });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  return { agent, email, password, user: response.body as { id: string; email: string; role: string } };
}

export type Agent = ReturnType<typeof request.agent>;

/** Signs in through the API and returns an agent carrying the session cookie. */
export async function signIn(url: string, email: string, password: string): Promise<Agent> {
  const agent = request.agent(url);
  const response = await agent.post('/api/auth/login').set('content-type', 'application/json').send({ email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return agent;
}

/** A test server whose admin is signed in, and a database client to arrange rows and check what was stored. */
export interface AdminTestApp {
  server: TestApp;
  db: Client;
  admin: Agent;
  adminEmail: string;
  adminPassword: string;
  close(): Promise<void>;
}

/**
 * startTestApp() with an admin account signed in. Unless `outboxWorker` is true the outbox worker stays off
 * (OUTBOX_POLL_MS=0, read from the process environment), so mails wait in the outbox for the test to read.
 */
export async function startAdminTestApp(env: RawEnv = {}, options: { outboxWorker?: boolean } = {}): Promise<AdminTestApp> {
  if (!options.outboxWorker) process.env.OUTBOX_POLL_MS = '0';
  const adminEmail = uniqueEmail('admin');
  const adminPassword = 'admin password for tests';
  const server = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, ...env });
  const db = new Client({ connectionString: env.DATABASE_URL ?? process.env.DATABASE_URL });
  await db.connect();
  const admin = await signIn(server.url, adminEmail, adminPassword);
  return {
    server,
    db,
    admin,
    adminEmail,
    adminPassword,
    async close() {
      await db.end();
      await server.close();
      if (!options.outboxWorker) delete process.env.OUTBOX_POLL_MS;
    },
  };
}
