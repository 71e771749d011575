import {
  DOMAIN_CLAIM_HOURS,
  DOMAIN_VERIFICATION_LABEL,
  verificationRecordName,
  type TCheckedDnsRecord,
  type TDnsRecord,
  type TDomainCheckResult,
  type TDomainClaim,
  type TDomainTargets,
} from '@agency/contracts';
import type { RecordCheck } from './dns-resolver';
import type { SitesTargets } from './sites.config';

/** A claim's columns as SITE_SELECT and the claims service read them ('claim_' prefixed; status already says expired). */
export interface DomainClaimColumns {
  claim_domain: string | null;
  claim_token: string | null;
  claim_status: TDomainClaim['status'] | null;
  claim_created_at: Date | null;
  claim_verified_at: Date | null;
  claim_last_checked_at: Date | null;
  claim_last_result: TDomainCheckResult | null;
  claim_record_states: RecordCheck[] | null;
}

/** A pending claim older than DOMAIN_CLAIM_HOURS reads as expired even before the background job marks it. */
export const CLAIM_EXPIRED_SQL = `now() - make_interval(hours => ${DOMAIN_CLAIM_HOURS})`;

/** The columns of claim `c` under their 'claim_' names. */
export const CLAIM_COLUMNS = `
  c.domain AS claim_domain, c.token AS claim_token,
  CASE WHEN c.status = 'pending' AND c.created_at <= ${CLAIM_EXPIRED_SQL} THEN 'expired' ELSE c.status END AS claim_status,
  c.created_at AS claim_created_at, c.verified_at AS claim_verified_at, c.last_checked_at AS claim_last_checked_at,
  c.last_result AS claim_last_result, c.record_states AS claim_record_states`;

/**
 * Where a domain must point: the root's A (and AAAA) to this server's public address, www's CNAME to its host name
 * (an A record when there is none). Without `domain`, names are the registrar form's ('@', 'www'). None when custom
 * domains are not set up: a record that cannot work is never shown.
 */
export function targetRecords(domain: string | null, targets: SitesTargets | null): TDnsRecord[] {
  if (!targets) return [];
  const full = (host: string) => (domain === null ? host : host === '@' ? domain : `${host}.${domain}`);
  const records: TDnsRecord[] = [{ type: 'A', host: '@', name: full('@'), value: targets.ipv4 }];
  if (targets.ipv6) records.push({ type: 'AAAA', host: '@', name: full('@'), value: targets.ipv6 });
  records.push(
    targets.host ? { type: 'CNAME', host: 'www', name: full('www'), value: targets.host } : { type: 'A', host: 'www', name: full('www'), value: targets.ipv4 },
  );
  return records;
}

export function domainTargets(targets: SitesTargets | null): TDomainTargets {
  return { configured: targets !== null, records: targetRecords(null, targets) };
}

/** The TXT proof and the targets of `domain`, each with what the last check found (unchecked before one). */
export function checkedRecords(domain: string, token: string, targets: SitesTargets | null, states: readonly RecordCheck[]): TCheckedDnsRecord[] {
  const proof: TDnsRecord = { type: 'TXT', host: DOMAIN_VERIFICATION_LABEL, name: verificationRecordName(domain), value: token };
  return [proof, ...targetRecords(domain, targets)].map((record) => {
    const seen = states.find((state) => state.type === record.type && state.name === record.name);
    // Only the proof and the root's A decide; AAAA and www are there for the visitors who use them.
    const required = record.type === 'TXT' || (record.type === 'A' && record.host === '@');
    return { ...record, state: seen?.state ?? 'unchecked', found: seen?.found ?? [], required };
  });
}

export function toDomainClaim(row: DomainClaimColumns, targets: SitesTargets | null): TDomainClaim | null {
  if (row.claim_domain === null || row.claim_token === null || row.claim_status === null || row.claim_created_at === null) return null;
  const [verification, ...rest] = checkedRecords(row.claim_domain, row.claim_token, targets, row.claim_record_states ?? []);
  if (!verification) return null;
  return {
    domain: row.claim_domain,
    status: row.claim_status,
    verification,
    targets: rest,
    createdAt: row.claim_created_at.toISOString(),
    expiresAt: new Date(row.claim_created_at.getTime() + DOMAIN_CLAIM_HOURS * 3_600_000).toISOString(),
    verifiedAt: row.claim_verified_at?.toISOString() ?? null,
    lastCheckedAt: row.claim_last_checked_at?.toISOString() ?? null,
    lastResult: row.claim_last_result,
  };
}
