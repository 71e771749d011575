import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from '../src/database/embedded-postgres';

const run = promisify(execFile);

/**
 * A throwaway cluster of the PostgreSQL installed on the machine (Debian's postgresql-NN, which .ci/run installs),
 * whose client tools are of the same major version, so backups can be tested for real. The embedded PostgreSQL
 * (18) ships no pg_dump, and Debian bookworm's client tools are 15, which refuse to dump a newer server.
 */
export interface SystemPostgres {
  binDir: string;
  major: number;
  databaseUrl: string;
  remove(): Promise<void>;
}

/** The newest /usr/lib/postgresql/NN/bin that has a server, or PG_TEST_SERVER_BIN_DIR. */
export async function systemPostgresBinDir(): Promise<string> {
  if (process.env.PG_TEST_SERVER_BIN_DIR) return process.env.PG_TEST_SERVER_BIN_DIR;
  const majors = (await readdir('/usr/lib/postgresql').catch(() => [] as string[]))
    .filter((name) => existsSync(path.join('/usr/lib/postgresql', name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  if (majors.length === 0) throw new Error('No PostgreSQL server under /usr/lib/postgresql: install postgresql-15 (apt-get), as .ci/run does');
  return path.join('/usr/lib/postgresql', majors[0] as string, 'bin');
}

export async function startSystemPostgres(): Promise<SystemPostgres> {
  const binDir = await systemPostgresBinDir();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-system-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await findFreePort();
  // PostgreSQL will not run as root: as root, the cluster belongs to the `postgres` user the Debian package creates.
  let ids: { uid: number; gid: number } | undefined;
  if (process.getuid?.() === 0) {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    ids = { uid: Number(uid.stdout), gid: Number(gid.stdout) };
    await chown(dir, ids.uid, ids.gid);
  }
  const as = { ...ids, env: { ...process.env, LC_ALL: 'C' } };
  await run(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'], as);
  await run(
    path.join(binDir, 'pg_ctl'),
    ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`, 'start'],
    as,
  );
  const { stdout } = await run(path.join(binDir, 'postgres'), ['--version']);
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1]);
  return {
    binDir,
    major,
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async remove() {
      await run(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], as).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
