import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../src/database/embedded-postgres';

declare global {
  var embeddedPostgres: { handle: EmbeddedPostgresHandle; dataDir: string } | undefined;
}

/** One real PostgreSQL for the whole run, in a temp dir on a free port; workers inherit DATABASE_URL. */
export default async function globalSetup(): Promise<void> {
  // Chat's per-address limits are shared by every app on one database, and the suites run side by side from
  // 127.0.0.1: with the production defaults each suite would spend the others' allowance. The limits' own suites
  // set theirs, and connect from addresses of their own.
  process.env.CHAT_MAX_SOCKETS_PER_ADDRESS ??= '10000';
  process.env.CHAT_ADDRESS_RATE_LIMIT ??= '1000000';
  if (process.env.TEST_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-api-test-'));
  const handle = await startEmbeddedPostgres({ dataDir });
  process.env.DATABASE_URL = handle.databaseUrl;
  globalThis.embeddedPostgres = { handle, dataDir };
}
