import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { openDatabase, type DatabaseHandle } from './open-database';
import { ormOptions } from './orm-options';
import { SeedRunner } from './seed-runner.service';

export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle,
  ) {}

  async onApplicationShutdown(): Promise<void> {
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
    DatabaseLifecycle,
    SeedRunner,
  ],
  exports: [MikroORM, EntityManager, DATABASE_HANDLE],
})
export class DatabaseModule {}
