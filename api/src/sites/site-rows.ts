import { ZBusinessInfo, type TBusinessInfo, type TDeployment, type TSite } from '@agency/contracts';
import { CLAIM_COLUMNS, toDomainClaim, type DomainClaimColumns } from './domain-claim-rows';
import { ORDER_COLUMNS, toDomainOrder, type DomainOrderColumns } from './domain-order-rows';
import type { SitesTargets } from './sites.config';

export interface SiteRow extends DomainClaimColumns, DomainOrderColumns {
  id: string;
  user_id: string;
  template_id: string;
  template_name: string;
  business_info: unknown;
  slug: string;
  domain: string | null;
  domain_kind: 'purchase' | 'existing' | null;
  live_version: number | null;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A site with its template's name, what is live, its newest domain claim and its newest domain order, in one read. */
export const SITE_SELECT = `
  SELECT s.id, s.user_id, s.template_id, t.name AS template_name, s.business_info, s.slug, s.domain, s.domain_kind,
         v.version AS live_version, v.created_at AS published_at, s.created_at, s.updated_at, ${CLAIM_COLUMNS}, ${ORDER_COLUMNS}
    FROM site s
    JOIN website_template t ON t.id = s.template_id
    LEFT JOIN site_version v ON v.id = s.live_version_id
    LEFT JOIN LATERAL (
      SELECT * FROM site_domain_claim WHERE site_id = s.id ORDER BY created_at DESC, id DESC LIMIT 1
    ) c ON true
    LEFT JOIN LATERAL (
      SELECT * FROM domain_order WHERE site_id = s.id ORDER BY created_at DESC, id DESC LIMIT 1
    ) o ON true`;

export function liveUrlFor(slug: string): string {
  return `/sites/${slug}/`;
}

/** Stored info was parsed on the way in; parsing again only fills fields added to the contract since. */
export function storedBusinessInfo(raw: unknown): TBusinessInfo {
  const parsed = ZBusinessInfo.safeParse(raw);
  if (parsed.success) return parsed.data;
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<TBusinessInfo>;
  return {
    businessName: value.businessName ?? '',
    businessType: value.businessType ?? 'Other',
    description: value.description ?? '',
    phone: value.phone ?? '',
    email: value.email ?? '',
    address: value.address ?? '',
    hours: value.hours ?? '',
    website: value.website ?? '',
    services: value.services ?? [],
    aboutUs: value.aboutUs ?? '',
    targetAudience: value.targetAudience ?? '',
    businessHours: value.businessHours ?? '',
    yearEstablished: value.yearEstablished ?? '',
  };
}

export function toSite(row: SiteRow, targets: SitesTargets | null): TSite {
  return {
    id: row.id,
    templateId: row.template_id,
    templateName: row.template_name,
    businessInfo: storedBusinessInfo(row.business_info),
    slug: row.slug,
    domain: row.domain,
    domainKind: row.domain_kind,
    domainClaim: toDomainClaim(row, targets),
    domainOrder: toDomainOrder(row),
    liveUrl: row.live_version === null ? null : liveUrlFor(row.slug),
    liveVersion: row.live_version,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface DeploymentRow {
  id: string;
  site_id: string;
  status: TDeployment['status'];
  message: string | null;
  domain: string | null;
  version: number | null;
  slug: string;
  created_at: Date;
  finished_at: Date | null;
}

export const DEPLOYMENT_SELECT = `
  SELECT d.id, d.site_id, d.status, d.message, d.domain, d.version, s.slug, d.created_at, d.finished_at
    FROM site_deployment d JOIN site s ON s.id = d.site_id`;

export function toDeployment(row: DeploymentRow): TDeployment {
  return {
    id: row.id,
    siteId: row.site_id,
    status: row.status,
    message: row.message,
    domain: row.domain,
    url: row.status === 'live' ? liveUrlFor(row.slug) : null,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
