import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type RawEnv } from '../config/app-config';
import { checkToolFitsServer, findTool, runTool, toolConnection } from './pg-tools';
import { openTargetDatabase } from './target-database';

/** 2026-11-23T17:05:09.123Z → 20261123-170509 (UTC, sorts by time) */
function stamp(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, '').replace(/-|:/g, '').replace('T', '-');
}

/**
 * `npm run backup [-- --out FILE]`: the whole database in pg_dump's custom format (compressed, read by pg_restore),
 * by default to DATA_DIR/backups/agency-YYYYMMDD-HHMMSS.dump. Returns the file written.
 */
export async function backup(argv: string[], env: RawEnv & NodeJS.ProcessEnv = process.env): Promise<string> {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true });
  const config = loadConfig(env);
  const file = path.resolve(values.out ?? path.join(config.dataDir, 'backups', `agency-${stamp(new Date())}.dump`));
  const pgDump = findTool('pg_dump', env);
  const database = await openTargetDatabase(config);
  // Written beside the target and renamed when complete, so a failed dump never leaves a file that looks like a backup.
  const partial = `${file}.partial`;
  try {
    await checkToolFitsServer(pgDump, database.databaseUrl);
    await mkdir(path.dirname(file), { recursive: true });
    const { url, env: toolEnv } = toolConnection(database.databaseUrl);
    await runTool(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`], toolEnv);
    await rename(partial, file);
    return file;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await database.stop();
  }
}

if (require.main === module) {
  backup(process.argv.slice(2))
    .then((file) => console.log(`Backup written: ${file}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
