import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../src/database/embedded-postgres';

/**
 * A PostgreSQL of a test's own that it may stop and start again (the run's shared one must stay up for the other
 * suites). Stopping sends SIGINT, PostgreSQL's fast shutdown (what `pg_ctl stop -m fast` does): open connections are
 * cut, the data stays; starting again reuses the folder and the port, so the application's URL stays right.
 */
export interface PrivatePostgres {
  databaseUrl: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-private-pg-'));
  const port = await findFreePort();
  let handle: EmbeddedPostgresHandle | undefined = await startEmbeddedPostgres({ dataDir, port });
  const databaseUrl = handle.databaseUrl;
  return {
    databaseUrl,
    async stop() {
      await handle?.stop();
      handle = undefined;
    },
    async start() {
      if (!handle) handle = await startEmbeddedPostgres({ dataDir, port });
    },
    async remove() {
      await handle?.stop();
      handle = undefined;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
