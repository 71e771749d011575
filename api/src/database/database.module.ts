import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { openDatabase, type DatabaseHandle } from './open-database';
import { DATABASE_CONNECT_TIMEOUT_MS, ormOptions } from './orm-options';
import { SeedRunner } from './seed-runner.service';

export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

/**
 * A small pg pool beside the ORM's for hot, fixed queries (health probes): no query builder,
 * no unit of work, so a probe costs about what a raw node:http server would pay.
 */
export const SQL_POOL = Symbol('SQL_POOL');

@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle,
    @Inject(SQL_POOL) private readonly pool: Pool,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
    await this.orm.close(true);
    await this.handle.stop();
  }
}

/** PostgreSQL for the whole application: started (when embedded), migrated, then opened through MikroORM. */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    {
      provide: DATABASE_HANDLE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const logger = new Logger('Database');
        return openDatabase(config, (message) => logger.verbose(message.trim()));
      },
    },
    {
      provide: MikroORM,
      inject: [DATABASE_HANDLE],
      useFactory: (handle: DatabaseHandle) => MikroORM.init(ormOptions(handle.databaseUrl)),
    },
    { provide: EntityManager, inject: [MikroORM], useFactory: (orm: MikroORM) => orm.em },
    {
      provide: SQL_POOL,
      inject: [DATABASE_HANDLE],
      useFactory: (handle: DatabaseHandle) => {
        const pool = new Pool({
          connectionString: handle.databaseUrl,
          max: 10,
          idleTimeoutMillis: 30_000,
          connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
        });
        // An idle client losing its server must not crash the process; the next query reports it.
        pool.on('error', () => undefined);
        return pool;
      },
    },
    DatabaseLifecycle,
    SeedRunner,
  ],
  exports: [MikroORM, EntityManager, DATABASE_HANDLE, SQL_POOL],
})
export class DatabaseModule {}
