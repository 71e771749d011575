import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { TDomainAvailability } from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { DomainDnsResolver } from './dns-resolver';
import { SITES_CONFIG, type SitesConfig } from './sites.config';

export const DOMAIN_REGISTRAR = Symbol('DOMAIN_REGISTRAR');

/** What a registrar did with an order: registered it, or left it to a person (who marks it in the CRM). */
export type RegistrationOutcome = 'registered' | 'manual';

/**
 * Who decides whether a domain can be had, and registers it. A real registrar (its availability API, then its
 * registration call) is bound to DOMAIN_REGISTRAR in sites.module.ts; the search, the deploy and the orders only ask it.
 */
export interface DomainRegistrar {
  /** Each name (lower-cased): free to buy, taken, or unknown when it cannot be told now (never guessed as free). */
  availability(domains: readonly string[]): Promise<Map<string, TDomainAvailability>>;
  /** Called once an order is placed and committed. */
  register(order: { id: string; domain: string }): Promise<RegistrationOutcome>;
}

/**
 * The default registrar. Availability from DNS: a registered domain is delegated to name servers, so a name with NS
 * records is taken, a name DNS says does not exist is free, and no answer is 'unknown'. Reserved names (RESERVED_DOMAINS)
 * and names a site here holds or has on order are taken whatever DNS says. It registers nothing by itself: staff
 * register the domain at a registrar and mark the order in the CRM's 'Domain orders'.
 */
@Injectable()
export class DnsDomainRegistrar implements DomainRegistrar {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    @Inject(SITES_CONFIG) private readonly config: SitesConfig,
    private readonly dns: DomainDnsResolver,
  ) {}

  async availability(domains: readonly string[]): Promise<Map<string, TDomainAvailability>> {
    const reserved = new Set(this.config.reservedDomains);
    const { rows } = await this.pool.query<{ domain: string }>(
      `SELECT domain FROM site WHERE domain = ANY($1::text[])
       UNION SELECT domain FROM domain_order WHERE domain = ANY($1::text[]) AND status <> 'cancelled'`,
      [domains],
    );
    const held = new Set([...reserved, ...rows.map((row) => row.domain)]);
    const answers = await Promise.all(domains.map(async (domain) => (held.has(domain) ? true : this.dns.isRegistered(domain))));
    return new Map(domains.map((domain, index) => [domain, answers[index] === null ? 'unknown' : answers[index] ? 'taken' : 'available']));
  }

  register(): Promise<RegistrationOutcome> {
    return Promise.resolve('manual');
  }
}
