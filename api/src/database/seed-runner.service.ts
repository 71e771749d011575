import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Seeder, type DataSeeder } from './data-seeder';

function isDataSeeder(value: unknown): value is DataSeeder {
  return typeof value === 'object' && value !== null && typeof (value as DataSeeder).seed === 'function';
}

/** Runs every @Seeder() provider once the application's modules are initialised. */
@Injectable()
export class SeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedRunner.name);

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly em: EntityManager,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeders = this.discovery
      .getProviders({ metadataKey: Seeder.KEY })
      .map((wrapper) => ({ instance: wrapper.instance as unknown, order: this.discovery.getMetadataByDecorator(Seeder, wrapper)?.order ?? 0 }))
      .filter((entry): entry is { instance: DataSeeder; order: number } => isDataSeeder(entry.instance))
      .sort((a, b) => a.order - b.order);
    for (const { instance } of seeders) {
      await instance.seed(this.em.fork());
    }
    this.logger.debug(`Ran ${seeders.length} seeders`);
  }
}
