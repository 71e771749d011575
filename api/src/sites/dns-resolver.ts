import { promises as dns } from 'node:dns';
import { Inject, Injectable } from '@nestjs/common';
import { verificationRecordName, type TDnsRecordState, type TDomainCheckResult } from '@agency/contracts';
import { SITES_CONFIG, type SitesConfig, type SitesTargets } from './sites.config';

/** Answers that mean the name has no such record (NXDOMAIN, or the name exists without one): not a DNS failure. */
const NO_RECORD_CODES = new Set<string>([dns.NOTFOUND, dns.NODATA]);

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

const hostName = (value: string) => value.toLowerCase().replace(/\.$/, '');

/** One lookup's answer: the values, none (the name has no such record), or no answer at all (null). */
type Lookup = string[] | null;

/** What one record's name held when checked. */
export interface RecordCheck {
  type: 'TXT' | 'A' | 'AAAA' | 'CNAME';
  name: string;
  state: TDnsRecordState;
  found: string[];
}

/** A whole check of a domain: the result for the owner, each record's state, and whether the root points here. */
export interface DomainInspection {
  result: TDomainCheckResult;
  pointsHere: boolean | null;
  records: RecordCheck[];
}

function stateOf(values: Lookup, matches: (value: string) => boolean): Pick<RecordCheck, 'state' | 'found'> {
  if (values === null) return { state: 'unchecked', found: [] };
  if (values.length === 0) return { state: 'missing', found: [] };
  return values.some(matches) ? { state: 'found', found: values } : { state: 'wrong', found: values };
}

/**
 * DNS lookups for domains, through node:dns on the servers DNS_SERVERS names (the system's when empty), so tests and
 * a deployment can choose their resolver. A missing record and a failing resolver (SERVFAIL, timeout, refused) are
 * told apart: the first is the client's to fix, the second says nothing about their record.
 */
@Injectable()
export class DomainDnsResolver {
  private readonly resolver: dns.Resolver;

  constructor(@Inject(SITES_CONFIG) config: SitesConfig) {
    this.resolver = new dns.Resolver({ timeout: config.dnsTimeoutMs, tries: 2 });
    if (config.dnsServers.length > 0) this.resolver.setServers([...config.dnsServers]);
  }

  /**
   * Whether a name is registered: it has NS records (a registered domain is delegated to name servers). True, false,
   * or null when DNS did not answer (never read as free).
   */
  async isRegistered(domain: string): Promise<boolean | null> {
    const servers = await this.lookup(() => this.resolver.resolveNs(domain));
    return servers === null ? null : servers.length > 0;
  }

  /**
   * Checks a claimed domain: the TXT proof at `_kea-verify.<domain>`, the root's A (or a flattened CNAME) and AAAA,
   * and www. Verified needs the token and the root pointing here; www is reported but not required.
   */
  async inspect(domain: string, token: string, targets: SitesTargets | null): Promise<DomainInspection> {
    const txtName = verificationRecordName(domain);
    const www = `www.${domain}`;
    const [txt, rootA, rootCname, rootAaaa, wwwCname, wwwA] = await Promise.all([
      this.lookup(async () => (await this.resolver.resolveTxt(txtName)).map((chunks) => chunks.join('').trim())),
      this.lookup(() => this.resolver.resolve4(domain)),
      targets?.host ? this.lookup(() => this.resolver.resolveCname(domain)) : Promise.resolve<Lookup>([]),
      targets?.ipv6 ? this.lookup(() => this.resolver.resolve6(domain)) : Promise.resolve<Lookup>([]),
      targets ? this.lookup(() => this.resolver.resolveCname(www)) : Promise.resolve<Lookup>([]),
      targets ? this.lookup(() => this.resolver.resolve4(www)) : Promise.resolve<Lookup>([]),
    ]);

    const records: RecordCheck[] = [{ type: 'TXT', name: txtName, ...stateOf(txt, (value) => value === token) }];
    let pointsHere: boolean | null = false;
    if (targets) {
      const root = stateOf(rootA, (value) => value === targets.ipv4);
      const flattened = targets.host && rootCname?.some((value) => hostName(value) === targets.host);
      records.push({ type: 'A', name: domain, ...(flattened ? { state: 'found', found: rootCname ?? [] } : root) });
      pointsHere = root.state === 'found' || flattened ? true : rootA === null ? null : false;
      if (targets.ipv6) records.push({ type: 'AAAA', name: domain, ...stateOf(rootAaaa, (value) => value === targets.ipv6) });
      // A CNAME answer for www also makes resolve4 follow it: the CNAME decides when the target is a host name.
      records.push(
        targets.host
          ? { type: 'CNAME', name: www, ...stateOf(wwwCname, (value) => hostName(value) === targets.host) }
          : { type: 'A', name: www, ...stateOf(wwwA, (value) => value === targets.ipv4) },
      );
    }

    const proof = records[0]?.state;
    const result: TDomainCheckResult =
      proof === 'unchecked'
        ? 'dns_error'
        : proof === 'missing'
          ? 'no_record'
          : proof === 'wrong'
            ? 'wrong_token'
            : pointsHere === true
              ? 'verified'
              : pointsHere === null
                ? 'dns_error'
                : 'not_pointed';
    return { result, pointsHere, records };
  }

  /** Runs one lookup: its values, [] for 'no such record', null when DNS did not answer. */
  private async lookup(ask: () => Promise<string[]>): Promise<Lookup> {
    try {
      return await ask();
    } catch (error) {
      return NO_RECORD_CODES.has(codeOf(error) ?? '') ? [] : null;
    }
  }
}
