import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/database/embedded-postgres';

/**
 * A PostgreSQL of a test's own that it may stop and start again (the run's shared one must stay up for the other
 * suites). Stopping is PostgreSQL's fast shutdown (what `pg_ctl stop -m fast` does): open connections are cut, the
 * data stays; starting again reuses the folder and the port, so the application's URL stays right.
 */
export interface PrivatePostgres {
  databaseUrl: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

function launch(dataDir: string, port: number, password: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(__dirname, 'postgres-process.mjs'), dataDir, String(port), password], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready\n')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL process exited with ${code}: ${output}`)));
  });
}

function terminate(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-private-pg-'));
  const port = await findFreePort();
  const password = randomBytes(18).toString('base64url');
  let child: ChildProcess | undefined = await launch(dataDir, port, password);
  return {
    databaseUrl: `postgres://postgres:${password}@127.0.0.1:${port}/agency`,
    async stop() {
      await terminate(child);
      child = undefined;
    },
    async start() {
      child ??= await launch(dataDir, port, password);
    },
    async remove() {
      await terminate(child);
      child = undefined;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
