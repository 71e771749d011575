import { Client } from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm-options';

/** Arbitrary constant shared by every instance: "migrations of this application". */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock on a dedicated connection,
 * so several instances starting at once migrate one after the other instead of racing.
 * Returns the names of the migrations this call applied.
 */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const orm = await MikroORM.init(ormOptions(databaseUrl, { pool: { min: 0, max: 1 } }));
    try {
      const applied = await orm.getMigrator().up();
      return applied.map((migration) => migration.name);
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
