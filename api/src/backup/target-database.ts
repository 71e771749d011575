import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from '../database/embedded-postgres';

/**
 * The database the server would use, found as openDatabase() finds it (DATABASE_URL, otherwise the embedded
 * PostgreSQL under DATA_DIR: joined when it runs, started for the command and stopped after it otherwise), but
 * without running migrations: a backup takes the data as it is, a restore brings its own schema.
 */
export async function openTargetDatabase(config: AppConfig): Promise<{ databaseUrl: string; stop(): Promise<void> }> {
  if (config.databaseUrl) return { databaseUrl: config.databaseUrl, stop: async () => undefined };
  return startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPostgresPort });
}
