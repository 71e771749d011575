import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_PORT, STATE_FILE } from './environment';
import { startTestDatabase } from './postgres';
import { startServer } from './server';

/**
 * One real PostgreSQL and one production server for the whole run. Tests that need a differently configured server
 * (another remote URL, say) start their own against the same database.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const database = await startTestDatabase();
  const server = await startServer({ port: E2E_PORT, databaseUrl: database.url });
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify({ databaseUrl: database.url }));
  return async () => {
    await server.stop();
    await database.stop();
  };
}
