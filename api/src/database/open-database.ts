import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './run-migrations';

export interface DatabaseHandle {
  databaseUrl: string;
  /** Stops an embedded PostgreSQL this process started; nothing for an external database. */
  stop(): Promise<void>;
}

/**
 * The one database bootstrap used by the server and the CLI tools: DATABASE_URL when set,
 * otherwise an embedded PostgreSQL under DATA_DIR; then the committed migrations.
 */
export async function openDatabase(config: AppConfig, log: (message: string) => void = () => undefined): Promise<DatabaseHandle> {
  const handle: DatabaseHandle = config.databaseUrl
    ? { databaseUrl: config.databaseUrl, stop: async () => undefined }
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPostgresPort, onLog: log });
  try {
    await runMigrations(handle.databaseUrl);
  } catch (error) {
    await handle.stop();
    throw error;
  }
  return handle;
}
