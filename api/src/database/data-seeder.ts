import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Reference data a module needs in every database. Seeders run at every start after the
 * migrations, so each must be idempotent (upsert, or check before insert).
 */
export interface DataSeeder {
  seed(em: EntityManager): Promise<void>;
}

/** Marks a provider as a DataSeeder; the value orders seeders (lower first). */
export const Seeder = DiscoveryService.createDecorator<{ order: number }>();
