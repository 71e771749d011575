import path from 'node:path';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { User } from '../users/user.entity';
import { AnalyticsEvent } from '../analytics/analytics-event.entity';

/** Longest wait for a new connection to PostgreSQL. */
export const DATABASE_CONNECT_TIMEOUT_MS = 3000;
/** Longest wait for a pooled connection (all busy, or none can be made). */
export const DATABASE_ACQUIRE_TIMEOUT_MS = 5000;

/**
 * The entities of the modules that read and write their table through the ORM (api/README.md, 'SQL or the ORM');
 * tables written in SQL have no entity.
 */
export const ENTITIES = [User, AnalyticsEvent];

/** MikroORM options shared by the server, the CLI tools and the migration runner. */
export function ormOptions(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    // Schema changes only through committed migrations; the ORM never alters tables on its own.
    ensureDatabase: false,
    discovery: { requireEntitiesArray: true },
    // Services fork an EntityManager per operation; the shared one must never hold state.
    allowGlobalContext: false,
    pool: { min: 0, max: 10 },
    // With the database down a request fails within seconds (503, see database-unavailable.ts) instead of queueing
    // for knex's default minute; a dead pooled connection is dropped and a fresh one made once it is back.
    driverOptions: {
      acquireConnectionTimeout: DATABASE_ACQUIRE_TIMEOUT_MS,
      connection: { connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS, keepAlive: true },
    },
    migrations: {
      tableName: 'mikro_orm_migrations',
      // Glob matches .ts under ts-node/jest and .js in dist, never the .d.ts files.
      path: path.join(__dirname, 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    debug: false,
    ...overrides,
  });
}
