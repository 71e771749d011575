import path from 'node:path';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { User } from '../users/user.entity';
import { Session } from '../sessions/session.entity';
import { Lead } from '../leads/lead.entity';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { AnalyticsEvent } from '../analytics/analytics-event.entity';

/** Every entity of the application; a new module adds its entities here. */
export const ENTITIES = [User, Session, Lead, OutboxEmail, AnalyticsEvent];

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
