import { access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { loadConfig, type RawEnv } from '../config/app-config';
import { BackupError, checkToolFitsServer, findTool, runTool, toolConnection } from './pg-tools';
import { openTargetDatabase } from './target-database';

/** Sessions of other clients on the database (a running API, a psql), which a restore would pull tables from under. */
async function otherConnections(client: Client): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return rows[0]?.count ?? 0;
}

/**
 * `npm run restore -- FILE [--force]`: replaces the database's contents with a backup (pg_restore --clean
 * --if-exists, in one transaction, so a failed restore changes nothing). Refuses while anything else is connected to
 * the database, a running API above all: stop it first. --force ends those sessions and restores anyway (an API
 * still running reconnects on its own and sees the restored data).
 */
export async function restore(argv: string[], env: RawEnv & NodeJS.ProcessEnv = process.env): Promise<string> {
  const { values, positionals } = parseArgs({ args: argv, options: { force: { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new BackupError('Usage: npm run restore -- FILE [--force]');
  const file = path.resolve(positionals[0] as string);
  await access(file).catch(() => {
    throw new BackupError(`No such backup file: ${file}`);
  });
  const config = loadConfig(env);
  const pgRestore = findTool('pg_restore', env);
  const database = await openTargetDatabase(config);
  try {
    await checkToolFitsServer(pgRestore, database.databaseUrl);
    const client = new Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const others = await otherConnections(client);
      if (others > 0 && !values.force) {
        throw new BackupError(
          `${others} other connection(s) to the database: is the API running on it? Stop it before restoring, or pass --force to end those sessions and restore anyway.`,
        );
      }
      if (others > 0) {
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      }
    } finally {
      await client.end();
    }
    const { url, env: toolEnv } = toolConnection(database.databaseUrl);
    await runTool(pgRestore, ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file], toolEnv);
    return file;
  } finally {
    await database.stop();
  }
}

if (require.main === module) {
  restore(process.argv.slice(2))
    .then((file) => console.log(`Restored from ${file}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
