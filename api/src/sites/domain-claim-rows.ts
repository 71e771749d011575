import { DOMAIN_CLAIM_HOURS, verificationRecordName, type TDnsRecord, type TDomainCheckResult, type TDomainClaim } from '@agency/contracts';
import type { SitesConfig } from './sites.config';

/** A claim's columns as SITE_SELECT and the claims service read them ('claim_' prefixed; status already says expired). */
export interface DomainClaimColumns {
  claim_domain: string | null;
  claim_token: string | null;
  claim_status: TDomainClaim['status'] | null;
  claim_created_at: Date | null;
  claim_verified_at: Date | null;
  claim_last_checked_at: Date | null;
  claim_last_result: TDomainCheckResult | null;
}

/** A pending claim older than DOMAIN_CLAIM_HOURS reads as expired even before the background job marks it. */
export const CLAIM_EXPIRED_SQL = `now() - make_interval(hours => ${DOMAIN_CLAIM_HOURS})`;

/** The columns of claim `c` under their 'claim_' names. */
export const CLAIM_COLUMNS = `
  c.domain AS claim_domain, c.token AS claim_token,
  CASE WHEN c.status = 'pending' AND c.created_at <= ${CLAIM_EXPIRED_SQL} THEN 'expired' ELSE c.status END AS claim_status,
  c.created_at AS claim_created_at, c.verified_at AS claim_verified_at, c.last_checked_at AS claim_last_checked_at,
  c.last_result AS claim_last_result`;

/** Where a client's domain must point: an A record (when SITES_TARGET_IP is set) or a CNAME to SITES_TARGET_HOST. */
export function targetRecords(domain: string, config: Pick<SitesConfig, 'targetHost' | 'targetIp'>): TDnsRecord[] {
  const records: TDnsRecord[] = [];
  if (config.targetIp) records.push({ type: 'A', name: domain, value: config.targetIp });
  records.push({ type: 'CNAME', name: domain, value: config.targetHost });
  return records;
}

export function toDomainClaim(row: DomainClaimColumns, config: Pick<SitesConfig, 'targetHost' | 'targetIp'>): TDomainClaim | null {
  if (row.claim_domain === null || row.claim_token === null || row.claim_status === null || row.claim_created_at === null) return null;
  return {
    domain: row.claim_domain,
    status: row.claim_status,
    verification: { type: 'TXT', name: verificationRecordName(row.claim_domain), value: row.claim_token },
    targets: targetRecords(row.claim_domain, config),
    createdAt: row.claim_created_at.toISOString(),
    expiresAt: new Date(row.claim_created_at.getTime() + DOMAIN_CLAIM_HOURS * 3_600_000).toISOString(),
    verifiedAt: row.claim_verified_at?.toISOString() ?? null,
    lastCheckedAt: row.claim_last_checked_at?.toISOString() ?? null,
    lastResult: row.claim_last_result,
  };
}
