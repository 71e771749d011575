import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { SQL_POOL } from '../database/database.module';
import { SITES_CONFIG, type SitesConfig } from './sites.config';

export const DOMAIN_REGISTRAR = Symbol('DOMAIN_REGISTRAR');

/**
 * Who decides whether a domain can be had. A real registrar (its availability API, then its purchase) can be added
 * behind this interface; the search and the deploy only ever ask it.
 */
export interface DomainRegistrar {
  /** The names (lower-cased) among `domains` that are taken; the rest are available. Same question, same answer. */
  taken(domains: readonly string[]): Promise<Set<string>>;
}

/**
 * The default registrar, deterministic: a name is taken when a site here already uses it or when it is reserved
 * (RESERVED_DOMAINS). Nothing is random, so the same search gives the same answer every time.
 */
@Injectable()
export class LocalDomainRegistrar implements DomainRegistrar {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    @Inject(SITES_CONFIG) private readonly config: SitesConfig,
  ) {}

  async taken(domains: readonly string[]): Promise<Set<string>> {
    const reserved = new Set(this.config.reservedDomains);
    const { rows } = await this.pool.query<{ domain: string }>('SELECT domain FROM site WHERE domain = ANY($1::text[])', [domains]);
    return new Set([...domains.filter((domain) => reserved.has(domain)), ...rows.map((row) => row.domain)]);
  }
}
