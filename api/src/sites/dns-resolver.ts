import { promises as dns } from 'node:dns';
import { Inject, Injectable } from '@nestjs/common';
import { verificationRecordName, type TDomainCheckResult } from '@agency/contracts';
import { SITES_CONFIG, type SitesConfig } from './sites.config';

/** Answers that mean the name has no such record (NXDOMAIN, or the name exists without one): not a DNS failure. */
const NO_RECORD_CODES = new Set<string>([dns.NOTFOUND, dns.NODATA]);

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * DNS lookups for domain verification, through node:dns on the servers DNS_SERVERS names (the system's when empty), so
 * tests and a deployment can choose their resolver. A missing record and a failing resolver (SERVFAIL, timeout,
 * refused) are told apart: the first is the client's to fix, the second says nothing about their record.
 */
@Injectable()
export class DomainDnsResolver {
  private readonly resolver: dns.Resolver;

  constructor(@Inject(SITES_CONFIG) config: SitesConfig) {
    this.resolver = new dns.Resolver({ timeout: config.dnsTimeoutMs, tries: 2 });
    if (config.dnsServers.length > 0) this.resolver.setServers([...config.dnsServers]);
  }

  /** Whether `_kea-verify.<domain>` holds the token: one TXT record's strings, joined, must equal it. */
  async checkToken(domain: string, token: string): Promise<TDomainCheckResult> {
    let records: string[][];
    try {
      records = await this.resolver.resolveTxt(verificationRecordName(domain));
    } catch (error) {
      return NO_RECORD_CODES.has(codeOf(error) ?? '') ? 'no_record' : 'dns_error';
    }
    if (records.length === 0) return 'no_record';
    return records.some((chunks) => chunks.join('').trim() === token) ? 'verified' : 'wrong_token';
  }

  /** Whether the domain points here (an A record with the target address, or a CNAME to the target host); null when DNS did not answer. */
  async pointsAt(domain: string, targetHost: string, targetIp: string | undefined): Promise<boolean | null> {
    const lookups: Promise<string[]>[] = [this.resolver.resolveCname(domain)];
    if (targetIp) lookups.push(this.resolver.resolve4(domain));
    const answers = await Promise.allSettled(lookups);
    let failed = false;
    for (const answer of answers) {
      if (answer.status === 'fulfilled') {
        if (answer.value.some((value) => value.toLowerCase().replace(/\.$/, '') === targetHost || value === targetIp)) return true;
      } else if (!NO_RECORD_CODES.has(codeOf(answer.reason) ?? '')) {
        failed = true;
      }
    }
    return failed ? null : false;
  }
}
