import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

export class BackupError extends Error {}

/** pg_dump / pg_restore: from PG_BIN_DIR when set, otherwise the first on PATH. */
export function findTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN_DIR) {
    const file = path.join(env.PG_BIN_DIR, name);
    if (!isExecutable(file)) throw new BackupError(`${name} not found in PG_BIN_DIR (${env.PG_BIN_DIR})`);
    return file;
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    if (isExecutable(file)) return file;
  }
  throw new BackupError(`${name} not found on PATH: install the PostgreSQL client tools, or set PG_BIN_DIR to the folder that holds them`);
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** "pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)" → { major: 15, version: '15.18' } */
export async function toolVersion(tool: string): Promise<{ major: number; version: string }> {
  const { stdout } = await run(tool, ['--version']);
  const match = /\(PostgreSQL\)\s+((\d+)(?:\.\d+)*)/.exec(stdout);
  if (!match) throw new BackupError(`Cannot read the version of ${tool}: ${stdout.trim()}`);
  return { major: Number(match[2]), version: match[1] as string };
}

export async function serverVersion(databaseUrl: string): Promise<{ major: number; version: string }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; version: string }>(
      `SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version`,
    );
    const row = rows[0] as { num: string; version: string };
    return { major: Math.floor(Number(row.num) / 10000), version: row.version.split(' ')[0] as string };
  } finally {
    await client.end();
  }
}

/**
 * pg_dump refuses a server newer than itself, and a restore by an older pg_restore may not read the archive: the
 * client must be of the server's major version or newer. Checked up front for a clear message.
 */
export async function checkToolFitsServer(tool: string, databaseUrl: string): Promise<void> {
  const [client, server] = await Promise.all([toolVersion(tool), serverVersion(databaseUrl)]);
  if (client.major < server.major) {
    throw new BackupError(
      `${path.basename(tool)} ${client.version} (${tool}) is older than the PostgreSQL ${server.version} server: ` +
        `a ${path.basename(tool)} of major version ${server.major} or newer is needed. ` +
        `Install the PostgreSQL ${server.major} client tools and put them on PATH, or set PG_BIN_DIR to their folder.`,
    );
  }
}

/**
 * The URL without its password, which goes to the tool in PGPASSWORD instead: a password on a command line is
 * visible to every user of the machine (ps).
 */
export function toolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL tool; its error output becomes the error's message. */
export async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${path.basename(tool)} failed: ${stderr || String(error)}`);
  }
}
